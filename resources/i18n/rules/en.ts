<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Outcomes</name>
    <message numerus="yes">
        <source>{name} killed %n but inflicted {wounds}: the wound that kills is his killer&apos;s (B1). Check the wounds inflicted.</source>
        <translation>
            <numerusform>{name} killed %n but inflicted {wounds}: the wound that kills is his killer&apos;s (B1). Check the wounds inflicted.</numerusform>
            <numerusform>{name} killed %n but inflicted {wounds}: the wound that kills is his killer&apos;s (B1). Check the wounds inflicted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the field with %n attack die(s) and cannot lose {lost} (B1).</source>
        <translation>
            <numerusform>{name} took the field with %n attack die and cannot lose {lost} (B1).</numerusform>
            <numerusform>{name} took the field with %n attack dice and cannot lose {lost} (B1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the field with %n defend die(s) and cannot lose {lost} (B1).</source>
        <translation>
            <numerusform>{name} took the field with %n defend die and cannot lose {lost} (B1).</numerusform>
            <numerusform>{name} took the field with %n defend dice and cannot lose {lost} (B1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} still had %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).</source>
        <translation>
            <numerusform>{name} still had %n defend die: a character is killed only when wounded again after losing all his defend dice (B1).</numerusform>
            <numerusform>{name} still had %n defend dice: a character is killed only when wounded again after losing all his defend dice (B1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost %n attack die(s)</source>
        <translation>
            <numerusform>lost %n attack die</numerusform>
            <numerusform>lost %n attack dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost %n defend die(s)</source>
        <translation>
            <numerusform>lost %n defend die</numerusform>
            <numerusform>lost %n defend dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>inflicted %n wound(s)</source>
        <translation>
            <numerusform>inflicted %n wound</numerusform>
            <numerusform>inflicted %n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leg wound(s)</source>
        <translation>
            <numerusform>%n leg wound</numerusform>
            <numerusform>%n leg wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arm wound(s)</source>
        <translation>
            <numerusform>%n arm wound</numerusform>
            <numerusform>%n arm wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n neck wound(s)</source>
        <translation>
            <numerusform>%n neck wound</numerusform>
            <numerusform>%n neck wounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message numerus="yes">
        <source>{name} killed {kills} in recorded games, but his history tells of %n kill(s) (K2)</source>
        <translation>
            <numerusform>{name} killed {kills} in recorded games, but his history tells of %n kill (K2)</numerusform>
            <numerusform>{name} killed {kills} in recorded games, but his history tells of %n kills (K2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is dead, but his history tells of %n death(s) (K2)</source>
        <translation>
            <numerusform>{name} is dead, but his history tells of %n death (K2)</numerusform>
            <numerusform>{name} is dead, but his history tells of %n deaths (K2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tracker</name>
    <message numerus="yes">
        <source>{name} still has %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).</source>
        <translation>
            <numerusform>{name} still has %n defend die: a character is killed only when wounded again after losing all his defend dice (B1).</numerusform>
            <numerusform>{name} still has %n defend dice: a character is killed only when wounded again after losing all his defend dice (B1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackerLog</name>
    <message numerus="yes">
        <source>{side} (%n character(s))</source>
        <translation>
            <numerusform>{side} (%n character)</numerusform>
            <numerusform>{side} (%n characters)</numerusform>
        </translation>
    </message>
</context>
</TS>

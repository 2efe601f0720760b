<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Campaigns</name>
    <message numerus="yes">
        <source>The profile “{profile}” cannot be removed: %n character(s) of this campaign were recruited from it.</source>
        <translation>
            <numerusform>The profile “{profile}” cannot be removed: %n character of this campaign was recruited from it.</numerusform>
            <numerusform>The profile “{profile}” cannot be removed: %n characters of this campaign were recruited from it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message numerus="yes">
        <source>{name}: unknown outcome field(s) {fields}.</source>
        <translation>
            <numerusform>{name}: unknown outcome field {fields}.</numerusform>
            <numerusform>{name}: unknown outcome fields {fields}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Roster</name>
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
    <message numerus="yes">
        <source>%n attack dice lost</source>
        <translation>
            <numerusform>%n attack die lost</numerusform>
            <numerusform>%n attack dice lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend dice lost</source>
        <translation>
            <numerusform>%n defend die lost</numerusform>
            <numerusform>%n defend dice lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>

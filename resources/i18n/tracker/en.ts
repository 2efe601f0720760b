<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BeastriderOdds</name>
    <message numerus="yes">
        <source>%n defend dice</source>
        <translation>
            <numerusform>%n defend die</numerusform>
            <numerusform>%n defend dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n attack die</numerusform>
            <numerusform>%n attack dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FightPanel</name>
    <message numerus="yes">
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n attack die</numerusform>
            <numerusform>%n attack dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend dice</source>
        <translation>
            <numerusform>%n defend die</numerusform>
            <numerusform>%n defend dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message numerus="yes">
        <source>Muster&apos;s dice: game seed {seed}, %n roll(s) so far</source>
        <translation>
            <numerusform>Muster&apos;s dice: game seed {seed}, %n roll so far</numerusform>
            <numerusform>Muster&apos;s dice: game seed {seed}, %n rolls so far</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Printout</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message numerus="yes">
        <source>{option} (+%n defend die(s))</source>
        <translation>
            <numerusform>{option} (+%n defend die)</numerusform>
            <numerusform>{option} (+%n defend dice)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), gives orders</source>
        <translation>
            <numerusform>%n action, gives orders</numerusform>
            <numerusform>%n actions, gives orders</numerusform>
        </translation>
    </message>
</context>
</TS>

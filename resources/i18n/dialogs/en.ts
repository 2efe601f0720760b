<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CheckDialog</name>
    <message numerus="yes">
        <source>Repair these %n problem(s)? Muster backs up the database first, and each repair is noted in the records it changes.</source>
        <translation>
            <numerusform>Repair this problem? Muster backs up the database first, and each repair is noted in the records it changes.</numerusform>
            <numerusform>Repair these %n problems? Muster backs up the database first, and each repair is noted in the records it changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message numerus="yes">
        <source>%n fielded</source>
        <translation>
            <numerusform>%n fielded</numerusform>
            <numerusform>%n fielded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fielded, {points} points</source>
        <translation>
            <numerusform>%n fielded, {points} points</numerusform>
            <numerusform>%n fielded, {points} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecruitDialog</name>
    <message numerus="yes">
        <source>%n recruit(s)</source>
        <translation>
            <numerusform>%n recruit</numerusform>
            <numerusform>%n recruits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UpgradesDialog</name>
    <message numerus="yes">
        <source>%n attack die(s)</source>
        <translation>
            <numerusform>%n attack die</numerusform>
            <numerusform>%n attack dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend die(s)</source>
        <translation>
            <numerusform>%n defend die</numerusform>
            <numerusform>%n defend dice</numerusform>
        </translation>
    </message>
</context>
</TS>

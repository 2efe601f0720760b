<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CampaignLog</name>
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CharacterPanel</name>
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
<context>
    <name>ClubQueue</name>
    <message numerus="yes">
        <source>Waiting on the club server: %n item(s)</source>
        <translation>
            <numerusform>Waiting on the club server: %n item</numerusform>
            <numerusform>Waiting on the club server: %n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message numerus="yes">
        <source>%n recorded game(s).</source>
        <translation>
            <numerusform>%n recorded game.</numerusform>
            <numerusform>%n recorded games.</numerusform>
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

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ClubServer</name>
    <message numerus="yes">
        <source>Connected to {server}: it holds %n campaign(s) (written by an older Muster: connecting upgrades it).</source>
        <translation>
            <numerusform>Connected to {server}: it holds %n campaign (written by an older Muster: connecting upgrades it).</numerusform>
            <numerusform>Connected to {server}: it holds %n campaigns (written by an older Muster: connecting upgrades it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected to {server}: it holds %n campaign(s).</source>
        <translation>
            <numerusform>Connected to {server}: it holds %n campaign.</numerusform>
            <numerusform>Connected to {server}: it holds %n campaigns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message numerus="yes">
        <source>{problems} (and %n more)</source>
        <translation>
            <numerusform>{problems} (and %n more)</numerusform>
            <numerusform>{problems} (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its write-ahead log {wal} is damaged at frame {frame}: SQLite would drop the %n change(s) saved from there on</source>
        <translation>
            <numerusform>its write-ahead log {wal} is damaged at frame {frame}: SQLite would drop the %n change saved from there on</numerusform>
            <numerusform>its write-ahead log {wal} is damaged at frame {frame}: SQLite would drop the %n changes saved from there on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>upgrading the database would break %n link(s) between its rows; it was left as it was</source>
        <translation>
            <numerusform>upgrading the database would break %n link between its rows; it was left as it was</numerusform>
            <numerusform>upgrading the database would break %n links between its rows; it was left as it was</numerusform>
        </translation>
    </message>
</context>
</TS>

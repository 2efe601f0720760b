<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DatabaseCheck</name>
    <message numerus="yes">
        <source>%n history entry/entries belong(s) to character #{id}, who no longer exists.</source>
        <translation>
            <numerusform>%n history entry belongs to character #{id}, who no longer exists.</numerusform>
            <numerusform>%n history entries belong to character #{id}, who no longer exists.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s) and repaired all of them.</source>
        <translation>
            <numerusform>Found %n problem and repaired all of them.</numerusform>
            <numerusform>Found %n problems and repaired all of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s): repaired {repaired}, {remaining} left.</source>
        <translation>
            <numerusform>Found %n problem: repaired {repaired}, {remaining} left.</numerusform>
            <numerusform>Found %n problems: repaired {repaired}, {remaining} left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s).</source>
        <translation>
            <numerusform>Found %n problem.</numerusform>
            <numerusform>Found %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) can be repaired safely.</source>
        <translation>
            <numerusform>%n problem can be repaired safely.</numerusform>
            <numerusform>%n problems can be repaired safely.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>text that is not valid UTF-8 (%n byte(s))</source>
        <translation>
            <numerusform>text that is not valid UTF-8 (%n byte)</numerusform>
            <numerusform>text that is not valid UTF-8 (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>binary data (%n byte(s))</source>
        <translation>
            <numerusform>binary data (%n byte)</numerusform>
            <numerusform>binary data (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} (and %n more problem(s)) Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.</source>
        <translation>
            <numerusform>Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} (and %n more problem) Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.</numerusform>
            <numerusform>Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} (and %n more problems) Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <source>Moved “{campaign}” to {target} with its %n member(s); it is no longer in {source}.</source>
        <translation>
            <numerusform>Moved “{campaign}” to {target} with its %n member; it is no longer in {source}.</numerusform>
            <numerusform>Moved “{campaign}” to {target} with its %n members; it is no longer in {source}.</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

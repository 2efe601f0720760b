<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CommandLine</name>
    <message>
        <source>the campaign database: a file (default: muster.sqlite3 in your user data folder), or a club server, postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE]</source>
        <translation>die Kampagnendatenbank: eine Datei (Vorgabe: muster.sqlite3 im Datenordner Ihres Benutzerkontos) oder ein Vereinsserver, postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE]</translation>
    </message>
    <message>
        <source>Muster: a campaign manager for The Beastrider Wars and Caliburn&apos;s Wrath.</source>
        <translation>Muster: Kampagnenverwaltung für The Beastrider Wars und Caliburn&apos;s Wrath.</translation>
    </message>
    <message>
        <source>the language to speak (en, de); by default the one chosen in Preferences, or the system&apos;s</source>
        <translation>die Sprache (en, de); ohne Angabe die in den Einstellungen gewählte oder die des Systems</translation>
    </message>
    <message>
        <source>commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>muster: using the default database {path}</source>
        <translation>muster: verwende die Standarddatenbank {path}</translation>
    </message>
    <message>
        <source>muster: error: {message}</source>
        <translation>muster: Fehler: {message}</translation>
    </message>
    <message>
        <source>Kept a copy of the damaged files as {copy} (with its -wal or -journal); the changes SQLite could not read from them are in that copy only.</source>
        <translation>Eine Kopie der beschädigten Dateien wurde als {copy} aufbewahrt (mit ihrem -wal oder -journal); die Änderungen, die SQLite daraus nicht lesen konnte, stehen nur in dieser Kopie.</translation>
    </message>
    <message>
        <source>open the app (the default when no command is given)</source>
        <translation>die App öffnen (Vorgabe, wenn kein Befehl angegeben ist)</translation>
    </message>
    <message>
        <source>a file to open (what `muster FILE` and the desktop&apos;s Open with do): a Muster database opens as --db, a campaign file (.json) is offered for import</source>
        <translation>eine zu öffnende Datei (wie bei `muster FILE` und „Öffnen mit“ des Desktops): eine Muster-Datenbank wird wie mit --db geöffnet, eine Kampagnendatei (.json) wird zum Import angeboten</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a file</source>
        <translation>{path}: ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <translation>{path}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{path}: is neither a Muster database nor a campaign file; open a .sqlite3 database or a .json campaign file</source>
        <translation>{path}: ist weder eine Muster-Datenbank noch eine Kampagnendatei; öffnen Sie eine .sqlite3-Datenbank oder eine .json-Kampagnendatei</translation>
    </message>
    <message>
        <source>{path}: give one database, either --db or the file</source>
        <translation>{path}: geben Sie nur eine Datenbank an, entweder mit --db oder als Datei</translation>
    </message>
    <message>
        <source>add the demo campaigns (one per game) to a database</source>
        <translation>die Demo-Kampagnen (eine pro Spielsystem) einer Datenbank hinzufügen</translation>
    </message>
    <message>
        <source>small: one campaign per game (the default); big: a ten-year club campaign of 24 warbands, 3,000 characters and 1,200 games, for benchmarks; huge: the big one three times over (9,000 characters, 3,600 games)</source>
        <translation>small: eine Kampagne pro Spielsystem (Vorgabe); big: eine zehnjährige Vereinskampagne mit 24 Kriegerscharen, 3.000 Charakteren und 1.200 Spielen, für Benchmarks; huge: die große dreifach (9.000 Charaktere, 3.600 Spiele)</translation>
    </message>
    <message>
        <source>--size {size} is made from Muster&apos;s source folder (tools/demo_big.py), not an installed Muster</source>
        <translation>--size {size} entsteht aus Musters Quellordner (tools/demo_big.py), nicht aus einem installierten Muster</translation>
    </message>
    <message>
        <source>Created the campaign “{name}”.</source>
        <translation>Kampagne „{name}“ angelegt.</translation>
    </message>
    <message>
        <source>render every screen to PNG files, offscreen</source>
        <translation>alle Ansichten als PNG-Dateien ausgeben, ohne sie anzuzeigen</translation>
    </message>
    <message>
        <source>folder for the PNG files (created if missing)</source>
        <translation>Ordner für die PNG-Dateien (wird bei Bedarf angelegt)</translation>
    </message>
    <message>
        <source>the size of the screen the windows open on, in pixels (default 1920x1200); with QT_SCALE_FACTOR=2 they see half of it, as on a scaled desktop</source>
        <translation>die Größe des Bildschirms, auf dem sich die Fenster öffnen, in Pixeln (Vorgabe 1920x1200); mit QT_SCALE_FACTOR=2 sehen sie die Hälfte davon, wie auf einem skalierten Desktop</translation>
    </message>
    <message>
        <source>{text} is not a screen size such as 1600x1000</source>
        <translation>{text} ist keine Bildschirmgröße wie 1600x1000</translation>
    </message>
    <message>
        <source>screenshots are rendered from a file: give --db a file path</source>
        <translation>Screenshots entstehen aus einer Datei: geben Sie bei --db einen Dateipfad an</translation>
    </message>
    <message>
        <source>copy the database to a file and verify the copy (safe while Muster is open)</source>
        <translation>die Datenbank in eine Datei kopieren und die Kopie prüfen (auch während Muster geöffnet ist)</translation>
    </message>
    <message>
        <source>the campaign database file to back up</source>
        <translation>die Datei der Kampagnendatenbank, die gesichert wird</translation>
    </message>
    <message>
        <source>the backup file to write (a new file: a database there is never replaced), or a folder to write it in (the backup then gets a name of its own)</source>
        <translation>die zu schreibende Sicherungsdatei (eine neue Datei: eine Datenbank dort wird nie ersetzt) oder ein Ordner, in den sie geschrieben wird (die Sicherung bekommt dann einen eigenen Namen)</translation>
    </message>
    <message>
        <source>{path} is empty: there is nothing to back up</source>
        <translation>{path} ist leer: es gibt nichts zu sichern</translation>
    </message>
    <message>
        <source>check the database and report problems in plain words (exit code 0: all is well, 1: problems remain, 2: the file cannot be used)</source>
        <translation>die Datenbank prüfen und Probleme verständlich melden (Exit-Code 0: alles in Ordnung, 1: es bleiben Probleme, 2: die Datei ist nicht verwendbar)</translation>
    </message>
    <message>
        <source>the campaign database file to check</source>
        <translation>die Datei der Kampagnendatenbank, die geprüft wird</translation>
    </message>
    <message>
        <source>repair what is safe to repair, after a backup (without it nothing is changed)</source>
        <translation>reparieren, was sich gefahrlos reparieren lässt, nach einer Sicherung (ohne diese Option wird nichts geändert)</translation>
    </message>
    <message>
        <source>with --repair, when the database&apos;s -wal or -journal is damaged: keep a copy of the file and of it, then go on without the changes SQLite cannot read from it</source>
        <translation>mit --repair, wenn das -wal oder -journal der Datenbank beschädigt ist: eine Kopie der Datei und davon behalten, dann ohne die Änderungen weitermachen, die SQLite daraus nicht lesen kann</translation>
    </message>
    <message>
        <source>There is no database yet at {path}: Muster creates it when the app first starts.</source>
        <translation>Unter {path} gibt es noch keine Datenbank: Muster legt sie beim ersten Start der App an.</translation>
    </message>
    <message>
        <source>--drop-damaged-log goes with --repair</source>
        <translation>--drop-damaged-log gehört zu --repair</translation>
    </message>
    <message>
        <source>{where} is damaged: {problems}</source>
        <translation>{where} ist beschädigt: {problems}</translation>
    </message>
    <message>
        <source>Run the check again with --repair to repair them (a backup is taken first).</source>
        <translation>Führen Sie die Prüfung mit --repair erneut aus, um sie zu reparieren (vorher wird eine Sicherung angelegt).</translation>
    </message>
    <message>
        <source>print roster sheets, or a game&apos;s game-night pack, to a PDF file</source>
        <translation>Aufstellungsbögen oder das Spielabend-Paket eines Spiels als PDF-Datei ausgeben</translation>
    </message>
    <message>
        <source>Print the roster sheets of a campaign&apos;s warbands (every warband unless --warband names some), or with --game the game-night pack of one of its games: the scenario sheet, each side&apos;s roster and the quick reference.</source>
        <translation>Gibt die Aufstellungsbögen der Kriegerscharen einer Kampagne aus (alle, sofern --warband keine bestimmten nennt) oder mit --game das Spielabend-Paket eines ihrer Spiele: den Szenariobogen, die Aufstellung jeder Seite und die Kurzreferenz.</translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation>die Kampagne</translation>
    </message>
    <message>
        <source>a warband to print; repeat for more (default: every warband of the campaign)</source>
        <translation>eine auszugebende Kriegerschar; für weitere wiederholen (Vorgabe: alle Kriegerscharen der Kampagne)</translation>
    </message>
    <message>
        <source>print the game-night pack of game number N</source>
        <translation>das Spielabend-Paket von Spiel Nummer N ausgeben</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>die zu schreibende PDF-Datei</translation>
    </message>
    <message>
        <source>paper size (default: a4, or letter where the locale prints on it, as in en_US)</source>
        <translation>Papierformat (Vorgabe: a4, oder letter, wo das Gebietsschema darauf druckt, wie en_US)</translation>
    </message>
    <message>
        <source>print a card per warrior able to play, several to a page, to cut out: his figures, kit, specials, injuries, and room for notes and tallies</source>
        <translation>eine Karte je spielfähigem Krieger drucken, mehrere auf einer Seite, zum Ausschneiden: seine Werte, Ausrüstung, Sonderregeln, Verletzungen und Platz für Notizen und Striche</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>write a campaign to a JSON campaign file (the format: docs/campaign-format.md)</source>
        <translation>eine Kampagne in eine JSON-Kampagnendatei schreiben (das Format: docs/campaign-format.md)</translation>
    </message>
    <message>
        <source>the campaign database file to read</source>
        <translation>die Datei der Kampagnendatenbank, die gelesen wird</translation>
    </message>
    <message>
        <source>the name of the campaign to export</source>
        <translation>der Name der zu exportierenden Kampagne</translation>
    </message>
    <message>
        <source>the JSON file to write (replaced, once the new one is complete, if it exists)</source>
        <translation>die zu schreibende JSON-Datei (eine vorhandene wird ersetzt, sobald die neue vollständig ist)</translation>
    </message>
    <message>
        <source>add the campaign of a JSON campaign file as a new campaign (after a backup)</source>
        <translation>die Kampagne einer JSON-Kampagnendatei als neue Kampagne hinzufügen (nach einer Sicherung)</translation>
    </message>
    <message>
        <source>the campaign database file to add it to (created if missing)</source>
        <translation>die Datei der Kampagnendatenbank, der sie hinzugefügt wird (wird bei Bedarf angelegt)</translation>
    </message>
    <message>
        <source>the campaign file to import</source>
        <translation>die zu importierende Kampagnendatei</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>copy campaigns whole from one database to another (files or club servers), and verify each copy</source>
        <translation>Kampagnen vollständig von einer Datenbank in eine andere kopieren (Dateien oder Vereinsserver) und jede Kopie prüfen</translation>
    </message>
    <message>
        <source>Copy campaigns, with their history, purchases, games and effects, from SOURCE to TARGET, each a file path or a postgresql:// URL. Each copy is verified against the original (their campaign files must match); a name already taken in TARGET gets a suffix, as import gives it.</source>
        <translation>Kopiert Kampagnen mit ihrem Verlauf, ihren Käufen, Spielen und Auswirkungen von SOURCE nach TARGET, jeweils ein Dateipfad oder eine postgresql://-URL. Jede Kopie wird mit dem Original verglichen (ihre Kampagnendateien müssen übereinstimmen); ein in TARGET schon vergebener Name erhält einen Zusatz, wie beim Import.</translation>
    </message>
    <message>
        <source>read from</source>
        <translation>aus dieser Datenbank lesen</translation>
    </message>
    <message>
        <source>copy into</source>
        <translation>in diese Datenbank kopieren</translation>
    </message>
    <message>
        <source>a campaign to copy; repeat for more (default: every campaign of SOURCE)</source>
        <translation>eine zu kopierende Kampagne; für weitere wiederholen (Vorgabe: alle Kampagnen von SOURCE)</translation>
    </message>
    <message>
        <source>Copied the campaign “{name}” as “{new_name}” to {target}.</source>
        <translation>Kampagne „{name}“ als „{new_name}“ nach {target} kopiert.</translation>
    </message>
    <message>
        <source>Copied the campaign “{name}” to {target}.</source>
        <translation>Kampagne „{name}“ nach {target} kopiert.</translation>
    </message>
    <message>
        <source>make a login role an organiser of the campaign</source>
        <translation>eine Login-Rolle zum Organisator der Kampagne machen</translation>
    </message>
    <message>
        <source>make a login role a player keeping one or more warbands</source>
        <translation>eine Login-Rolle zum Spieler machen, der eine oder mehrere Kriegerscharen führt</translation>
    </message>
    <message>
        <source>take a login role out of the campaign</source>
        <translation>eine Login-Rolle aus der Kampagne entfernen</translation>
    </message>
    <message>
        <source>print each member, their kind and their warbands</source>
        <translation>jedes Mitglied mit seiner Art und seinen Kriegerscharen ausgeben</translation>
    </message>
    <message>
        <source>the club server, postgresql://USER@HOST:PORT/DBNAME</source>
        <translation>der Vereinsserver, postgresql://USER@HOST:PORT/DBNAME</translation>
    </message>
    <message>
        <source>set up a club server, and a campaign&apos;s organisers and players on it</source>
        <translation>einen Vereinsserver einrichten, und die Organisatoren und Spieler einer Kampagne darauf</translation>
    </message>
    <message>
        <source>set up the club&apos;s database, as the role that owns it (once; again after an upgrade)</source>
        <translation>die Datenbank des Vereins einrichten, als die Rolle, der sie gehört (einmal; nach einem Update erneut)</translation>
    </message>
    <message>
        <source>set the login&apos;s password: ask (typed twice, hidden; one line of standard input when it is not a terminal) or generate (made here and shown once, to hand over); Muster keeps no copy</source>
        <translation>das Passwort des Anmeldenamens setzen: ask (zweimal verdeckt eingetippt; eine Zeile der Standardeingabe, wenn sie kein Terminal ist) oder generate (hier erzeugt und einmal angezeigt, zum Weitergeben); Muster behält keine Kopie</translation>
    </message>
    <message>
        <source>set the password of a member&apos;s login</source>
        <translation>das Passwort des Anmeldenamens eines Mitglieds setzen</translation>
    </message>
    <message>
        <source>a login role</source>
        <translation>eine Login-Rolle</translation>
    </message>
    <message>
        <source>a warband the player keeps (give it again for another)</source>
        <translation>eine Kriegerschar, die der Spieler führt (für eine weitere erneut angeben)</translation>
    </message>
    <message>
        <source>(default: generate for a login created now; an existing login keeps its password)</source>
        <translation>(vorgegeben: generate für einen jetzt angelegten Anmeldenamen; ein bestehender behält sein Passwort)</translation>
    </message>
    <message>
        <source>move a campaign with its members into another club database, verified, and delete it from this one</source>
        <translation>eine Kampagne mit ihren Mitgliedern in eine andere Club-Datenbank verschieben, geprüft, und sie aus dieser löschen</translation>
    </message>
    <message>
        <source>the club database the campaign is in</source>
        <translation>die Club-Datenbank, in der die Kampagne ist</translation>
    </message>
    <message>
        <source>the club database to move it into</source>
        <translation>die Club-Datenbank, in die sie verschoben wird</translation>
    </message>
    <message numerus="yes">
        <source>Moved “{campaign}” to {target} with its %n member(s); it is no longer in {source}.</source>
        <translation>
            <numerusform>„{campaign}“ wurde mit seinem %n Mitglied nach {target} verschoben; in {source} ist es nicht mehr.</numerusform>
            <numerusform>„{campaign}“ wurde mit seinen %n Mitgliedern nach {target} verschoben; in {source} ist es nicht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>organiser</source>
        <translation>Organisator</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{file} is a local file: club members are for a club server</source>
        <translation>{file} ist eine lokale Datei: Vereinsmitglieder gibt es nur auf einem Vereinsserver</translation>
    </message>
    <message>
        <source>{role} is no longer a member of “{campaign}”.</source>
        <translation>{role} ist nicht mehr Mitglied von „{campaign}“.</translation>
    </message>
    <message>
        <source>{role} is an organiser of “{campaign}”.</source>
        <translation>{role} ist Organisator von „{campaign}“.</translation>
    </message>
    <message>
        <source>{role} is a player of “{campaign}”.</source>
        <translation>{role} ist Spieler in „{campaign}“.</translation>
    </message>
    <message>
        <source>The club&apos;s database {database} is ready: Muster&apos;s tables (version {version}) were created, owned by {owner}.</source>
        <translation>Die Datenbank des Vereins {database} ist bereit: Musters Tabellen (Version {version}) wurden angelegt, sie gehören {owner}.</translation>
    </message>
    <message>
        <source>The club&apos;s database {database} is ready: Muster&apos;s tables were brought up to version {version}, owned by {owner}.</source>
        <translation>Die Datenbank des Vereins {database} ist bereit: Musters Tabellen wurden auf Version {version} gebracht, sie gehören {owner}.</translation>
    </message>
    <message>
        <source>The club&apos;s database {database} is ready: Muster&apos;s tables are up to date (version {version}), owned by {owner}.</source>
        <translation>Die Datenbank des Vereins {database} ist bereit: Musters Tabellen sind aktuell (Version {version}), sie gehören {owner}.</translation>
    </message>
    <message>
        <source>Only {owner} and the members of its campaigns may connect to {database}; club add-player and club add-organiser let a member in, club remove lets him out.</source>
        <translation>Nur {owner} und die Mitglieder ihrer Kampagnen dürfen sich mit {database} verbinden; club add-player und club add-organiser lassen ein Mitglied hinein, club remove lässt es wieder hinaus.</translation>
    </message>
    <message>
        <source>{owner} may create the club&apos;s logins. Next: start or import a campaign, then give it its organisers and players with club add-organiser and club add-player (docs/club-server.md).</source>
        <translation>{owner} darf die Anmeldenamen des Vereins anlegen. Als Nächstes: eine Kampagne beginnen oder importieren, dann mit club add-organiser und club add-player ihre Organisatoren und Spieler eintragen (docs/club-server.md).</translation>
    </message>
    <message>
        <source>{owner} may not create logins (it has no CREATEROLE): the administrator creates each member&apos;s login (CREATE ROLE name LOGIN;), or gives it the right: ALTER ROLE {owner} CREATEROLE;</source>
        <translation>{owner} darf keine Anmeldenamen anlegen (es fehlt CREATEROLE): Der Administrator legt den Anmeldenamen jedes Mitglieds an (CREATE ROLE name LOGIN;) oder gibt das Recht: ALTER ROLE {owner} CREATEROLE;</translation>
    </message>
    <message>
        <source>New password for {role}: </source>
        <translation>Neues Passwort für {role}: </translation>
    </message>
    <message>
        <source>The same again: </source>
        <translation>Noch einmal dasselbe: </translation>
    </message>
    <message>
        <source>The two passwords differ; nothing was changed.</source>
        <translation>Die beiden Passwörter unterscheiden sich; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The password of {role}, shown this once (Muster keeps no copy; hand it over): {password}</source>
        <translation>Das Passwort von {role}, nur dieses eine Mal angezeigt (Muster behält keine Kopie; geben Sie es weiter): {password}</translation>
    </message>
    <message>
        <source>The password of {role} is set.</source>
        <translation>Das Passwort von {role} ist gesetzt.</translation>
    </message>
    <message>
        <source>publish a campaign as a folder of static web pages</source>
        <translation>eine Kampagne als Ordner statischer Webseiten veröffentlichen</translation>
    </message>
    <message>
        <source>Write a campaign as static web pages (league table, chart, leaderboards, each warband, character and game, and the campaign log) into a folder, for any web host or a phone: no server, script or network needed. Publishing again rewrites only what changed. A folder holding files Muster did not write is refused.</source>
        <translation>Schreibt eine Kampagne als statische Webseiten (Tabelle, Diagramm, Bestenlisten, jede Kriegerschar, jeder Charakter und jedes Spiel sowie das Kampagnenprotokoll) in einen Ordner, für jeden Webhoster oder ein Handy: kein Server, kein Skript und kein Netz nötig. Erneutes Veröffentlichen schreibt nur neu, was sich geändert hat. Ein Ordner mit Dateien, die Muster nicht geschrieben hat, wird abgelehnt.</translation>
    </message>
    <message>
        <source>the folder of the pages</source>
        <translation>der Ordner der Seiten</translation>
    </message>
    <message>
        <source>Published “{campaign}” in {folder}: {written} files written, {kept} unchanged, {removed} removed.</source>
        <translation>„{campaign}“ in {folder} veröffentlicht: {written} Dateien geschrieben, {kept} unverändert, {removed} entfernt.</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet ein Argument</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s kann %(matches)s bedeuten</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit dem Argument %s erlaubt</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>nimmt keinen Wert an: %r</translation>
    </message>
</context>
</TS>

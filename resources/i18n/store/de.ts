<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Backups</name>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>made by you</source>
        <translation>manuell</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>vor einer Aktualisierung</translation>
    </message>
    <message>
        <source>before an import</source>
        <translation>vor einem Import</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>before repairs</source>
        <translation>vor Reparaturen</translation>
    </message>
    <message>
        <source>there is no database at {path} to back up</source>
        <translation>unter {path} gibt es keine Datenbank, die gesichert werden könnte</translation>
    </message>
    <message>
        <source>{path} is damaged: {problems}. No backup was made; restore the latest good backup</source>
        <translation>{path} ist beschädigt: {problems}. Es wurde keine Sicherung angelegt; stellen Sie die letzte gute Sicherung wieder her</translation>
    </message>
    <message>
        <source>the copy of {name} failed its integrity check ({problems}), so it was not kept. The database itself may be damaged: run the database check</source>
        <translation>die Kopie von {name} hat die Integritätsprüfung nicht bestanden ({problems}) und wurde daher nicht behalten. Die Datenbank selbst ist womöglich beschädigt: führen Sie die Datenbankprüfung aus</translation>
    </message>
    <message>
        <source>there is not enough disk space in {folder} to back up {name}. Nothing was changed: free some space and try again</source>
        <translation>in {folder} ist nicht genug Speicherplatz frei, um {name} zu sichern. Es wurde nichts geändert: schaffen Sie Platz und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>{name} is busy: another copy of Muster is writing to it. Try again</source>
        <translation>{name} ist belegt: eine andere Muster-Instanz schreibt gerade hinein. Versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>cannot write the backup {file}: {reason}</source>
        <translation>die Sicherung {file} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>cannot write the backup {file}: the folder {folder} cannot be written to</source>
        <translation>die Sicherung {file} kann nicht geschrieben werden: in den Ordner {folder} lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>cannot back up {name} to {file}: {reason}</source>
        <translation>{name} kann nicht nach {file} gesichert werden: {reason}</translation>
    </message>
    <message>
        <source>there is no backup at {file}</source>
        <translation>unter {file} gibt es keine Sicherung</translation>
    </message>
    <message>
        <source>{file} is the database itself</source>
        <translation>{file} ist die Datenbank selbst</translation>
    </message>
    <message>
        <source>the backup {name} is damaged ({problems}) and was not restored; nothing was changed</source>
        <translation>die Sicherung {name} ist beschädigt ({problems}) und wurde nicht wiederhergestellt; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}</source>
        <translation>{name} kann nicht wiederhergestellt werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a backup this Muster can restore (database version {version}); nothing was changed</source>
        <translation>{name} ist keine Sicherung, die diese Muster-Version wiederherstellen kann (Datenbankversion {version}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>there is no database at {path} to restore into</source>
        <translation>unter {path} gibt es keine Datenbank, in die wiederhergestellt werden könnte</translation>
    </message>
    <message>
        <source>{name} was not restored: {reason}</source>
        <translation>{name} wurde nicht wiederhergestellt: {reason}</translation>
    </message>
    <message>
        <source>cannot restore {name} ({reason}); the database was not changed, and its state before the restore is also in {safety}</source>
        <translation>{name} kann nicht wiederhergestellt werden ({reason}); die Datenbank wurde nicht geändert, und ihr Stand vor der Wiederherstellung liegt zudem in {safety}</translation>
    </message>
    <message>
        <source>cannot keep a copy of {name} and its damaged log ({reason}); nothing else was changed</source>
        <translation>von {name} und seinem beschädigten Log kann keine Kopie aufbewahrt werden ({reason}); sonst wurde nichts geändert</translation>
    </message>
    <message>
        <source>the copy of {name} could not be verified; not restored</source>
        <translation>die Kopie von {name} konnte nicht geprüft werden; nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>To go on without the changes SQLite cannot read, run the database check with --repair --drop-damaged-log: it keeps a copy of both files first</source>
        <translation>Um ohne die Änderungen weiterzumachen, die SQLite nicht lesen kann, führen Sie die Datenbankprüfung mit --repair --drop-damaged-log aus: Sie bewahrt zuerst eine Kopie beider Dateien auf</translation>
    </message>
    <message>
        <source>{problem}. Muster has not changed the file or its log. {choice}; there is no good backup of it in {folder}</source>
        <translation>{problem}. Muster hat weder die Datei noch ihr Log verändert. {choice}; in {folder} gibt es keine gute Sicherung von ihr</translation>
    </message>
    <message>
        <source>{problem}. Muster has not changed the file or its log. {choice}; or restore the latest good backup, {backup}</source>
        <translation>{problem}. Muster hat weder die Datei noch ihr Log verändert. {choice}; oder stellen Sie die letzte gute Sicherung wieder her, {backup}</translation>
    </message>
    <message>
        <source>{problem}. Muster has not changed the file, and found no good backup of it in {folder}</source>
        <translation>{problem}. Muster hat die Datei nicht verändert und in {folder} keine gute Sicherung von ihr gefunden</translation>
    </message>
    <message>
        <source>{problem}. Muster has not changed the file. The latest good backup is {backup} (copy it to a new name to use it)</source>
        <translation>{problem}. Muster hat die Datei nicht verändert. Die letzte gute Sicherung ist {backup} (kopieren Sie sie unter einem neuen Namen, um sie zu verwenden)</translation>
    </message>
    <message>
        <source>there is no club server open to back up</source>
        <translation>es ist kein Vereinsserver geöffnet, der gesichert werden könnte</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {reason}</source>
        <translation>der Ordner {folder} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>the copy failed its integrity check ({problems}), so it was not kept</source>
        <translation>die Kopie hat die Integritätsprüfung nicht bestanden ({problems}) und wurde daher nicht behalten</translation>
    </message>
    <message>
        <source>the copy has broken links between its rows, so it was not kept</source>
        <translation>die Kopie hat defekte Verknüpfungen zwischen ihren Zeilen und wurde daher nicht behalten</translation>
    </message>
    <message>
        <source>the copy has no schema version, so it was not kept</source>
        <translation>die Kopie hat keine Schemaversion und wurde daher nicht behalten</translation>
    </message>
    <message>
        <source>the copy&apos;s table {table} does not read back as the server&apos;s, so it was not kept</source>
        <translation>die Tabelle {table} der Kopie stimmt nicht mit der des Servers überein, daher wurde die Kopie nicht behalten</translation>
    </message>
</context>
<context>
    <name>ClubServer</name>
    <message>
        <source>{database} on {host}</source>
        <translation>{database} auf {host}</translation>
    </message>
    <message>
        <source>{address} is not a server address Muster can use ({reason}); write it as {format}</source>
        <translation>{address} ist keine Serveradresse, die Muster verwenden kann ({reason}); schreiben Sie sie als {format}</translation>
    </message>
    <message>
        <source>{address} is not a database Muster can use: give a file path or {format}</source>
        <translation>{address} ist keine Datenbank, die Muster verwenden kann: geben Sie einen Dateipfad oder {format} an</translation>
    </message>
    <message>
        <source>{address}: Muster does not know the option {option} (only sslmode=... may follow the database name)</source>
        <translation>{address}: Muster kennt die Option {option} nicht (nach dem Datenbanknamen darf nur sslmode=... folgen)</translation>
    </message>
    <message>
        <source>{address} names no server: write it as {format}</source>
        <translation>{address} nennt keinen Server: schreiben Sie die Adresse als {format}</translation>
    </message>
    <message>
        <source>{address} names no database: write it as {format}</source>
        <translation>{address} nennt keine Datenbank: schreiben Sie die Adresse als {format}</translation>
    </message>
    <message>
        <source>{port} is not a port number (1 to 65535)</source>
        <translation>{port} ist keine Portnummer (1 bis 65535)</translation>
    </message>
    <message>
        <source>sslmode={mode} is not a TLS mode; use one of {modes}</source>
        <translation>sslmode={mode} ist kein TLS-Modus; verwenden Sie einen von {modes}</translation>
    </message>
    <message>
        <source>lost the connection to the club server {where} ({reason})</source>
        <translation>die Verbindung zum Vereinsserver {where} ist abgebrochen ({reason})</translation>
    </message>
    <message>
        <source>Another player is writing to this campaign; try again in a moment. Nothing was changed.</source>
        <translation>Ein anderer Spieler schreibt gerade in diese Kampagne; versuchen Sie es gleich noch einmal. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The connection to the club server was lost, so this change was not saved. Nothing was lost: check the network and try again.</source>
        <translation>Die Verbindung zum Vereinsserver ist abgebrochen, daher wurde diese Änderung nicht gespeichert. Es ging nichts verloren: prüfen Sie das Netzwerk und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The connection to the club server was lost, so Muster could not read the campaign. Nothing was lost: check the network and try again.</source>
        <translation>Die Verbindung zum Vereinsserver ist abgebrochen, daher konnte Muster die Kampagne nicht lesen. Es ging nichts verloren: prüfen Sie das Netzwerk und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The club server only lets you read this campaign. Nothing was changed.</source>
        <translation>Der Vereinsserver lässt Sie diese Kampagne nur lesen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this change: only the campaign&apos;s organisers, and a warband&apos;s own player for his warband, may make it (has an organiser changed your role?). Nothing was changed.</source>
        <translation>Der Vereinsserver hat diese Änderung abgelehnt: nur die Organisatoren der Kampagne und, für seine Kriegerschar, deren eigener Spieler dürfen sie vornehmen (hat ein Organisator Ihre Rolle geändert?). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server already holds a campaign of that name (perhaps one you are not a member of); choose another name. Nothing was changed.</source>
        <translation>Auf dem Vereinsserver gibt es schon eine Kampagne dieses Namens (vielleicht eine, deren Mitglied Sie nicht sind); wählen Sie einen anderen Namen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Only the players of a game, and the campaign&apos;s organisers, may do that.</source>
        <translation>Das dürfen nur die Spieler eines Spiels und die Organisatoren der Kampagne.</translation>
    </message>
    <message>
        <source>This game is recorded already.</source>
        <translation>Das Ergebnis dieses Spiels ist bereits eingetragen.</translation>
    </message>
    <message>
        <source>The other side has reported this game already: confirm or dispute that report.</source>
        <translation>Die andere Seite hat dieses Spiel bereits gemeldet: bestätigen oder bestreiten Sie diese Meldung.</translation>
    </message>
    <message>
        <source>The warbands changed after this game was reported, so the report no longer fits them: report the game again.</source>
        <translation>Die Kriegerscharen haben sich geändert, nachdem dieses Spiel gemeldet wurde, daher passt die Meldung nicht mehr zu ihnen: melden Sie das Spiel erneut.</translation>
    </message>
    <message>
        <source>A report is confirmed by the other side, not by whoever reported it.</source>
        <translation>Eine Meldung bestätigt die andere Seite, nicht wer sie gemeldet hat.</translation>
    </message>
    <message>
        <source>There is no report of this game waiting for that.</source>
        <translation>Zu diesem Spiel wartet keine Meldung darauf.</translation>
    </message>
    <message>
        <source>The report changed while you looked at it: look at it again.</source>
        <translation>Die Meldung hat sich geändert, während Sie sie angesehen haben: sehen Sie sie noch einmal an.</translation>
    </message>
    <message>
        <source>The club server refused this: {name} has not the XP to pay for it (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: {name} hat nicht die EP, um es zu bezahlen (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name} would have more of this advance than the campaign allows (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: {name} hätte mehr von diesem Aufstieg, als die Kampagne erlaubt (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name} would roll more than {top}d6, and no warrior does (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: {name} würde mehr als {top}W6 werfen, und kein Krieger tut das (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name} would be given back XP that no advance of his cost; an advance withdrawn gives back what it cost (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: {name} bekäme EP zurück, die kein Aufstieg von ihm gekostet hat; ein zurückgenommener Aufstieg gibt zurück, was er gekostet hat (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name} would hold an upgrade his history does not tell of; an advance is bought with XP (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: {name} hätte eine Verbesserung, von der seine Geschichte nichts erzählt; ein Aufstieg wird mit EP gekauft (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name}&apos;s history would pay XP that is not a whole number (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: die Geschichte von {name} würde EP bezahlen, die keine ganze Zahl sind (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: an entry of {name}&apos;s history would no longer tell the XP it told; a correction tells of a change (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: ein Eintrag der Geschichte von {name} würde nicht mehr die EP nennen, die er nannte; eine Korrektur erzählt von einer Änderung (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server refused this: {name}&apos;s history would tell of XP earned in no game recorded; XP is earned in games (K6). Nothing was changed.</source>
        <translation>Der Vereinsserver hat dies abgelehnt: die Geschichte von {name} würde von EP erzählen, die in keinem erfassten Spiel verdient wurden; EP werden in Spielen verdient (K6). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{who} has held this campaign on the club server since {since}, so Muster cannot change it now; try again in a moment, or ask the server&apos;s administrator to end that session. Nothing was changed.</source>
        <translation>{who} hält diese Kampagne auf dem Vereinsserver seit {since}, daher kann Muster sie gerade nicht ändern; versuchen Sie es gleich noch einmal, oder bitten Sie den Administrator des Servers, diese Sitzung zu beenden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{who} is holding this campaign on the club server, so Muster cannot change it now; try again in a moment, or ask the server&apos;s administrator to end that session. Nothing was changed.</source>
        <translation>{who} hält diese Kampagne gerade auf dem Vereinsserver, daher kann Muster sie nicht ändern; versuchen Sie es gleich noch einmal, oder bitten Sie den Administrator des Servers, diese Sitzung zu beenden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The club server {host} has run out of ids for new rows, so this change was not saved. Nothing was lost; ask the server&apos;s administrator (docs/club-server.md).</source>
        <translation>Dem Vereinsserver {host} sind die IDs für neue Zeilen ausgegangen, daher wurde diese Änderung nicht gespeichert. Es ging nichts verloren; wenden Sie sich an den Administrator des Servers (docs/club-server.md).</translation>
    </message>
    <message>
        <source>The club server {host} could not save this change ({reason}). Nothing was lost; try again later.</source>
        <translation>Der Vereinsserver {host} konnte diese Änderung nicht speichern ({reason}). Es ging nichts verloren; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>{where}: the server refused the password for {user}</source>
        <translation>{where}: der Server hat das Passwort für {user} abgelehnt</translation>
    </message>
    <message>
        <source>{where}: the server refused the password for this user</source>
        <translation>{where}: der Server hat das Passwort für diesen Benutzer abgelehnt</translation>
    </message>
    <message>
        <source>{where}: the server asks for a password (give it in PGPASSWORD or ~/.pgpass)</source>
        <translation>{where}: der Server verlangt ein Passwort (geben Sie es in PGPASSWORD oder ~/.pgpass an)</translation>
    </message>
    <message>
        <source>{where}: the server does not let this user in ({reason})</source>
        <translation>{where}: der Server lässt diesen Benutzer nicht zu ({reason})</translation>
    </message>
    <message>
        <source>{where}: there is no database {database} on the server (the club&apos;s organiser creates it: see docs/club-server.md)</source>
        <translation>{where}: auf dem Server gibt es keine Datenbank {database} (der Organisator des Vereins legt sie an: siehe docs/club-server.md)</translation>
    </message>
    <message>
        <source>cannot reach the club server {where} ({reason})</source>
        <translation>der Vereinsserver {where} ist nicht erreichbar ({reason})</translation>
    </message>
    <message>
        <source>{where} holds no Muster campaigns yet</source>
        <translation>{where} enthält noch keine Muster-Kampagnen</translation>
    </message>
    <message>
        <source>{where} was written by an older Muster (database version {version}); open it in Muster once to upgrade it, then try again</source>
        <translation>{where} wurde von einer älteren Muster-Version geschrieben (Datenbankversion {version}); öffnen Sie die Datenbank einmal in Muster, um sie zu aktualisieren, und versuchen Sie es dann erneut</translation>
    </message>
    <message>
        <source>{where} needs upgrading to this version of Muster, which only the database&apos;s owner may do: ask the club&apos;s organiser to open it once with this Muster (docs/club-server.md)</source>
        <translation>{where} muss für diese Muster-Version aktualisiert werden, was nur der Eigentümer der Datenbank darf: bitten Sie den Organisator des Vereins, sie einmal mit dieser Muster-Version zu öffnen (docs/club-server.md)</translation>
    </message>
    <message>
        <source>{where} holds other tables than Muster&apos;s ({tables}): give Muster a database of its own</source>
        <translation>{where} enthält andere Tabellen als die von Muster ({tables}): geben Sie Muster eine eigene Datenbank</translation>
    </message>
    <message>
        <source>{where} lacks Muster&apos;s table {table}: it is not a whole Muster database</source>
        <translation>In {where} fehlt die Muster-Tabelle {table}: das ist keine vollständige Muster-Datenbank</translation>
    </message>
    <message>
        <source>Connected to {server}. The database is empty: Muster creates its tables there when you connect.</source>
        <translation>Verbunden mit {server}. Die Datenbank ist leer: Muster legt dort seine Tabellen an, wenn Sie sich verbinden.</translation>
    </message>
    <message>
        <source>Connected to {server}: it holds no campaign yet (written by an older Muster: connecting upgrades it).</source>
        <translation>Verbunden mit {server}: die Datenbank enthält noch keine Kampagne (von einer älteren Muster-Version geschrieben: beim Verbinden wird sie aktualisiert).</translation>
    </message>
    <message numerus="yes">
        <source>Connected to {server}: it holds %n campaign(s) (written by an older Muster: connecting upgrades it).</source>
        <translation>
            <numerusform>Verbunden mit {server}: die Datenbank enthält %n Kampagne (von einer älteren Muster-Version geschrieben: beim Verbinden wird sie aktualisiert).</numerusform>
            <numerusform>Verbunden mit {server}: die Datenbank enthält %n Kampagnen (von einer älteren Muster-Version geschrieben: beim Verbinden wird sie aktualisiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to {server}: it holds no campaign yet.</source>
        <translation>Verbunden mit {server}: die Datenbank enthält noch keine Kampagne.</translation>
    </message>
    <message numerus="yes">
        <source>Connected to {server}: it holds %n campaign(s).</source>
        <translation>
            <numerusform>Verbunden mit {server}: die Datenbank enthält %n Kampagne.</numerusform>
            <numerusform>Verbunden mit {server}: die Datenbank enthält %n Kampagnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{login} is a superuser of the server, whom PostgreSQL lets past every check of the club&apos;s roles: make the club&apos;s own role and database as docs/club-server.md says (CREATE ROLE muster LOGIN CREATEROLE …; CREATE DATABASE muster OWNER muster …) and run club init as muster. Nothing was changed.</source>
        <translation>{login} ist ein Superuser des Servers, den PostgreSQL an jeder Prüfung der Vereinsrollen vorbeilässt: Legen Sie die eigene Rolle und Datenbank des Vereins an, wie docs/club-server.md sagt (CREATE ROLE muster LOGIN CREATEROLE …; CREATE DATABASE muster OWNER muster …), und führen Sie club init als muster aus. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{database} belongs to {owner}, not to {login}: run club init as {owner}, the role that owns the club&apos;s database (docs/club-server.md). Nothing was changed.</source>
        <translation>{database} gehört {owner}, nicht {login}: Führen Sie club init als {owner} aus, der Rolle, der die Datenbank des Vereins gehört (docs/club-server.md). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{database} keeps its text as {encoding}, in which names of every language do not fit: ask the administrator to create it again with ENCODING &apos;UTF8&apos; (docs/club-server.md). Nothing was changed.</source>
        <translation>{database} speichert Text als {encoding}, worin nicht die Namen jeder Sprache passen: Bitten Sie den Administrator, sie mit ENCODING &apos;UTF8&apos; neu anzulegen (docs/club-server.md). Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Another copy of Muster is writing to this campaign; try again in a moment. Nothing was changed.</source>
        <translation>Eine andere Muster-Instanz schreibt gerade in diese Kampagne; versuchen Sie es gleich noch einmal. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The disk is full, so this change was not saved. Nothing was lost: free some space and try again.</source>
        <translation>Der Datenträger ist voll, daher wurde diese Änderung nicht gespeichert. Es ging nichts verloren: schaffen Sie Platz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The database file is read-only, so this change was not saved. Nothing was lost.</source>
        <translation>Die Datenbankdatei ist schreibgeschützt, daher wurde diese Änderung nicht gespeichert. Es ging nichts verloren.</translation>
    </message>
    <message>
        <source>The disk reported an error while saving, so this change was not saved. Check the disk and try again.</source>
        <translation>Der Datenträger meldete beim Speichern einen Fehler, daher wurde diese Änderung nicht gespeichert. Prüfen Sie den Datenträger und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The database file is damaged ({reason}). Nothing more was written to it; restore the latest good backup.</source>
        <translation>Die Datenbankdatei ist beschädigt ({reason}). Es wurde nichts mehr hineingeschrieben; stellen Sie die letzte gute Sicherung wieder her.</translation>
    </message>
    <message>
        <source>cannot use {path}: {reason}</source>
        <translation>{path} kann nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file</source>
        <translation>{path} ist ein Ordner, keine Datenbankdatei</translation>
    </message>
    <message>
        <source>there is no database at {path}</source>
        <translation>unter {path} gibt es keine Datenbank</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {reason}</source>
        <translation>der Ordner {folder} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder is not writable</source>
        <translation>{path} kann nicht angelegt werden: in den Ordner lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is empty (0 bytes): it holds no campaign, and Muster does not make an existing file into a database. Give the name of a file that does not exist yet (Muster creates it), or delete the empty file first</source>
        <translation>{path} ist leer (0 Bytes): die Datei enthält keine Kampagne, und Muster macht aus keiner vorhandenen Datei eine Datenbank. Geben Sie den Namen einer Datei an, die es noch nicht gibt (Muster legt sie an), oder löschen Sie zuerst die leere Datei</translation>
    </message>
    <message>
        <source>{path} is not a Muster database (not a SQLite file)</source>
        <translation>{path} ist keine Muster-Datenbank (keine SQLite-Datei)</translation>
    </message>
    <message>
        <source>{path} is read-only: Muster needs to write to the file and its folder</source>
        <translation>{path} ist schreibgeschützt: Muster muss in die Datei und ihren Ordner schreiben können</translation>
    </message>
    <message>
        <source>{where} was written by a newer Muster (database version {version}; this Muster reads up to version {supported}). Please update Muster.</source>
        <translation>{where} wurde von einer neueren Muster-Version geschrieben (Datenbankversion {version}; diese Muster-Version liest bis Version {supported}). Bitte aktualisieren Sie Muster.</translation>
    </message>
    <message>
        <source>{path} is a SQLite database, but not one of Muster&apos;s</source>
        <translation>{path} ist eine SQLite-Datenbank, aber keine von Muster</translation>
    </message>
    <message>
        <source>{where} has no readable Muster schema version</source>
        <translation>{where} hat keine lesbare Muster-Schemaversion</translation>
    </message>
    <message>
        <source>its header is cut short ({size} bytes in all)</source>
        <translation>der Dateikopf ist abgeschnitten (insgesamt {size} Bytes)</translation>
    </message>
    <message>
        <source>its header gives a page size of {page_size} bytes, which SQLite never writes</source>
        <translation>der Dateikopf nennt eine Seitengröße von {page_size} Bytes, die SQLite nie schreibt</translation>
    </message>
    <message>
        <source>its size ({size} bytes) is no whole number of its {page_size}-byte pages: the file was cut short or added to</source>
        <translation>die Dateigröße ({size} Bytes) ist kein Vielfaches der Seitengröße von {page_size} Bytes: die Datei wurde gekürzt oder verlängert</translation>
    </message>
    <message>
        <source>it is shorter than its header says ({found} of {pages} pages): the file was cut short</source>
        <translation>die Datei ist kürzer, als ihr Dateikopf angibt ({found} von {pages} Seiten): sie wurde gekürzt</translation>
    </message>
    <message>
        <source>{path} is damaged: {problems}</source>
        <translation>{path} ist beschädigt: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>{problems} (and %n more)</source>
        <translation>
            <numerusform>{problems} (und %n weiteres)</numerusform>
            <numerusform>{problems} (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>write-ahead log</source>
        <translation>das Write-Ahead-Log</translation>
    </message>
    <message>
        <source>shared-memory index</source>
        <translation>den Shared-Memory-Index</translation>
    </message>
    <message>
        <source>rollback journal</source>
        <translation>das Rollback-Journal</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine normale Datei</translation>
    </message>
    <message>
        <source>{path} cannot be used: {other} is {kind}, where SQLite keeps the database&apos;s {what}, so SQLite cannot open the database. Move it away (or rename it); nothing was changed</source>
        <translation>{path} kann nicht verwendet werden: {other} ist {kind}, dort legt SQLite {what} der Datenbank ab, daher kann SQLite die Datenbank nicht öffnen. Verschieben (oder umbenennen) Sie es; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>its write-ahead log {wal} has a damaged header, so SQLite would ignore every change saved in it</source>
        <translation>der Kopf ihres Write-Ahead-Logs {wal} ist beschädigt, daher würde SQLite jede darin gespeicherte Änderung übergehen</translation>
    </message>
    <message>
        <source>its write-ahead log {wal} holds {found} of the {saved} frames SQLite had saved in it: it was cut short or written over</source>
        <translation>ihr Write-Ahead-Log {wal} enthält {found} der {saved} Frames, die SQLite darin gespeichert hatte: Es wurde gekürzt oder überschrieben</translation>
    </message>
    <message numerus="yes">
        <source>its write-ahead log {wal} is damaged at frame {frame}: SQLite would drop the %n change(s) saved from there on</source>
        <translation>
            <numerusform>ihr Write-Ahead-Log {wal} ist bei Frame {frame} beschädigt: SQLite würde die %n ab dort gespeicherte Änderung verwerfen</numerusform>
            <numerusform>ihr Write-Ahead-Log {wal} ist bei Frame {frame} beschädigt: SQLite würde die %n ab dort gespeicherten Änderungen verwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>its rollback journal {journal} is not one SQLite can read, so SQLite would leave half of an unfinished change in the database</source>
        <translation>ihr Rollback-Journal {journal} kann SQLite nicht lesen, daher bliebe eine halbe, unvollendete Änderung in der Datenbank</translation>
    </message>
    <message>
        <source>its rollback journal {journal} is damaged at page {number} of {count}, so SQLite would undo only part of an unfinished change</source>
        <translation>ihr Rollback-Journal {journal} ist bei Seite {number} von {count} beschädigt, daher würde SQLite eine unvollendete Änderung nur teilweise rückgängig machen</translation>
    </message>
    <message>
        <source>{path} is a backup: Muster never changes a backup, so nothing was changed. Copy it to a new name to use it, or restore it (Database ▸ Backups…)</source>
        <translation>{path} ist eine Sicherung: Muster ändert nie eine Sicherung, daher wurde nichts geändert. Kopieren Sie sie unter einem neuen Namen, um sie zu verwenden, oder stellen Sie sie wieder her (Datenbank ▸ Sicherungen…)</translation>
    </message>
    <message>
        <source>cannot create {path}: {reason}</source>
        <translation>{path} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>{path} was written by an older Muster (database version {version}); open it in Muster once to upgrade it (a backup is taken first), then try again</source>
        <translation>{path} wurde von einer älteren Muster-Version geschrieben (Datenbankversion {version}); öffnen Sie die Datei einmal in Muster, um sie zu aktualisieren (vorher wird eine Sicherung angelegt), und versuchen Sie es dann erneut</translation>
    </message>
    <message>
        <source>cannot back up {path} before upgrading it from version {version} ({reason}); nothing was changed</source>
        <translation>{path} kann vor der Aktualisierung von Version {version} nicht gesichert werden ({reason}); es wurde nichts geändert</translation>
    </message>
    <message>
        <source>this database was written by a newer Muster (version {version})</source>
        <translation>diese Datenbank wurde von einer neueren Muster-Version geschrieben (Version {version})</translation>
    </message>
    <message numerus="yes">
        <source>upgrading the database would break %n link(s) between its rows; it was left as it was</source>
        <translation>
            <numerusform>die Aktualisierung würde %n Verknüpfung zwischen Zeilen der Datenbank zerstören; die Datenbank blieb unverändert</numerusform>
            <numerusform>die Aktualisierung würde %n Verknüpfungen zwischen Zeilen der Datenbank zerstören; die Datenbank blieb unverändert</numerusform>
        </translation>
    </message>
    <message>
        <source>The database holds a value Muster cannot read: a stored JSON value (a game&apos;s outcomes or details) is not JSON. The database check (Database ▸ Check… in the app) finds it and says what can be done.</source>
        <translation>Die Datenbank enthält einen Wert, den Muster nicht lesen kann: ein gespeicherter JSON-Wert (die Ergebnisse oder Details eines Spiels) ist kein JSON. Die Datenbankprüfung (in der App: Kampagne ▸ Datenbank prüfen…) findet ihn und sagt, was sich tun lässt.</translation>
    </message>
    <message>
        <source>A number is too large to store; the largest Muster can keep is {largest}.</source>
        <translation>Eine Zahl ist zu groß zum Speichern; die größte, die Muster speichern kann, ist {largest}.</translation>
    </message>
    <message>
        <source>{path} cannot be read here: its latest changes are still in {wal}, and SQLite needs to write beside the file to read them, but the folder is read-only. Copy {name} and {wal} together to a folder you can write to, and use the copy. Nothing was changed</source>
        <translation>{path} kann hier nicht gelesen werden: die letzten Änderungen stehen noch in {wal}, und um sie zu lesen, muss SQLite neben die Datei schreiben, doch der Ordner ist schreibgeschützt. Kopieren Sie {name} und {wal} zusammen in einen Ordner, in den Sie schreiben können, und verwenden Sie die Kopie. Es wurde nichts geändert</translation>
    </message>
    <message>
        <source>{path} is busy: another copy of Muster is writing to it. Try again.</source>
        <translation>{path} ist belegt: eine andere Muster-Instanz schreibt gerade hinein. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>the disk reported an error while reading {path} ({reason}). Check the disk and try again; nothing was changed</source>
        <translation>der Datenträger meldete beim Lesen von {path} einen Fehler ({reason}). Prüfen Sie den Datenträger und versuchen Sie es erneut; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read it ({reason})</source>
        <translation>{path} ist beschädigt: SQLite kann die Datei nicht lesen ({reason})</translation>
    </message>
    <message>
        <source>{path} holds a change that was never finished: a program writing to it was stopped, and its {journal} still holds what the change replaced. Open the file in Muster once (or run the database check with --repair) to undo that change, then try again; nothing was changed</source>
        <translation>{path} enthält eine Änderung, die nie abgeschlossen wurde: Ein Programm, das hineinschrieb, wurde beendet, und ihr {journal} enthält noch, was die Änderung ersetzt hat. Öffnen Sie die Datei einmal in Muster (oder führen Sie die Datenbankprüfung mit --repair aus), um diese Änderung rückgängig zu machen, und versuchen Sie es dann erneut; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}</source>
        <translation>{path} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: SQLite needs a little room beside the file even to read it. Free some space and try again; nothing was changed</source>
        <translation>der Datenträger mit {path} ist voll: SQLite braucht neben der Datei etwas Platz, selbst um sie zu lesen. Schaffen Sie Platz und versuchen Sie es erneut; es wurde nichts geändert</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>the name is too long for the file system: a file or folder name can have at most {limit} bytes (the longest part has {longest} bytes); choose a shorter name</source>
        <translation>der Name ist zu lang für das Dateisystem: ein Datei- oder Ordnername darf höchstens {limit} Bytes haben (der längste Teil hat {longest} Bytes); wählen Sie einen kürzeren Namen</translation>
    </message>
    <message>
        <source>the name is too long for the file system: a file or folder name can have at most {limit} bytes; choose a shorter name</source>
        <translation>der Name ist zu lang für das Dateisystem: ein Datei- oder Ordnername darf höchstens {limit} Bytes haben; wählen Sie einen kürzeren Namen</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>der Datenträger ist voll; schaffen Sie Platz und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>ein Teil des Pfades ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>the path has too many symbolic links (or a link to itself)</source>
        <translation>der Pfad enthält zu viele symbolische Links (oder einen Link auf sich selbst)</translation>
    </message>
    <message>
        <source>write-ahead log</source>
        <translation>das Write-Ahead-Log</translation>
    </message>
    <message>
        <source>shared-memory index</source>
        <translation>den Shared-Memory-Index</translation>
    </message>
    <message>
        <source>rollback journal</source>
        <translation>das Rollback-Journal</translation>
    </message>
    <message>
        <source>the file being read</source>
        <translation>die Datei, die gerade gelesen wird</translation>
    </message>
    <message>
        <source>the database being read</source>
        <translation>die gelesene Datenbank</translation>
    </message>
    <message>
        <source>a part of the database being read</source>
        <translation>ein Teil der gelesenen Datenbank</translation>
    </message>
    <message>
        <source>the backups folder of the campaign database</source>
        <translation>der Sicherungsordner der Kampagnendatenbank</translation>
    </message>
    <message>
        <source>a campaign file</source>
        <translation>eine Kampagnendatei</translation>
    </message>
    <message>
        <source>a database file</source>
        <translation>eine Datenbankdatei</translation>
    </message>
    <message>
        <source>a preferences file</source>
        <translation>eine Einstellungsdatei</translation>
    </message>
    <message>
        <source>the open campaign database</source>
        <translation>die geöffnete Kampagnendatenbank</translation>
    </message>
    <message>
        <source>a part of the open campaign database</source>
        <translation>ein Teil der geöffneten Kampagnendatenbank</translation>
    </message>
    <message>
        <source>{path} is where SQLite keeps the {kind} of the database {database}: SQLite would take what Muster put there for its own and delete it, or stop opening the database, so nothing was written. Choose another name</source>
        <translation>Unter {path} legt SQLite {kind} der Datenbank {database} ab: SQLite hielte, was Muster dort ablegt, für sein eigenes und löschte es, oder öffnete die Datenbank nicht mehr, daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>{path} is a SQLite database: Muster never writes over a database (a campaign database, a backup or a copy), so nothing was written. Choose another name</source>
        <translation>{path} ist eine SQLite-Datenbank: Muster überschreibt nie eine Datenbank (eine Kampagnendatenbank, eine Sicherung oder eine Kopie), daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>{path} holds SQLite&apos;s log of the latest changes to a database: writing over it would lose them, so nothing was written. Choose another name</source>
        <translation>{path} enthält das Log von SQLite mit den letzten Änderungen einer Datenbank: Überschreiben würde sie zerstören, daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>{path} is a symbolic link that leads out of its folder (to {target}): Muster writes only inside the folder chosen, so nothing was written. Choose another name</source>
        <translation>{path} ist ein symbolischer Link, der aus seinem Ordner hinausführt (nach {target}): Muster schreibt nur innerhalb des gewählten Ordners, daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>beside {path} is {other}, which SQLite would take for the new database&apos;s {kind}, so nothing was written. Move it away or choose another name</source>
        <translation>neben {path} liegt {other}, das SQLite für {kind} der neuen Datenbank hielte, daher wurde nichts geschrieben. Verschieben Sie es oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>cannot write into {folder}: {reason}</source>
        <translation>in {folder} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a folder; choose a folder to write in</source>
        <translation>{path} ist kein Ordner; wählen Sie einen Ordner, in den geschrieben werden soll</translation>
    </message>
    <message>
        <source>a backup of the campaign database</source>
        <translation>eine Sicherung der Kampagnendatenbank</translation>
    </message>
    <message>
        <source>{path} is {what}, which Muster reads: writing over it would lose it, so nothing was written. Choose another name</source>
        <translation>{path} ist {what} und wird von Muster gelesen: Überschreiben würde den Inhalt zerstören, daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>there is no file {path}</source>
        <translation>die Datei {path} gibt es nicht</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a regular file but {kind}, so it cannot be {what}</source>
        <translation>{path} ist keine normale Datei, sondern {kind}, und kann daher nicht {what} sein</translation>
    </message>
    <message>
        <source>{path} is {size} MB; {what} can be at most {limit} MB</source>
        <translation>{path} ist {size} MB groß; {what} darf höchstens {limit} MB groß sein</translation>
    </message>
    <message>
        <source>{path} is a folder, not {what}</source>
        <translation>{path} ist ein Ordner und nicht {what}</translation>
    </message>
    <message>
        <source>{path} is a folder; give the name of the file to write</source>
        <translation>{path} ist ein Ordner; geben Sie den Namen der zu schreibenden Datei an</translation>
    </message>
    <message>
        <source>{path} is {kind}, not a regular file: Muster writes only to files, so nothing was written. Choose another name</source>
        <translation>{path} ist {kind}, keine normale Datei: Muster schreibt nur in Dateien, daher wurde nichts geschrieben. Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>cannot write {path}: the folder {folder} does not exist</source>
        <translation>{path} kann nicht geschrieben werden: den Ordner {folder} gibt es nicht</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>.</source>
        <comment>the decimal separator</comment>
        <translation>,</translation>
    </message>
</context>
<context>
    <name>StoredValues</name>
    <message>
        <source>not text</source>
        <translation>kein Text</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>keine ganze Zahl</translation>
    </message>
    <message>
        <source>not the id of a row</source>
        <translation>keine ID einer Zeile</translation>
    </message>
    <message>
        <source>not a date and time</source>
        <translation>kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>not a date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>not a table of values</source>
        <translation>keine Wertetabelle</translation>
    </message>
    <message>
        <source>not a list</source>
        <translation>keine Liste</translation>
    </message>
    <message>
        <source>The database holds a value Muster cannot read: the {field} of a {table} is {value}, {why}. The database check (Database ▸ Check… in the app) finds it and says what can be done.</source>
        <translation>Die Datenbank enthält einen Wert, den Muster nicht lesen kann: das Feld {field} einer Zeile der Tabelle {table} ist {value}, {why}. Die Datenbankprüfung (in der App: Kampagne ▸ Datenbank prüfen…) findet ihn und sagt, was sich tun lässt.</translation>
    </message>
    <message>
        <source>The database holds {value} as the {what}, not a whole number. The database check (Database ▸ Check… in the app) finds it.</source>
        <translation>Die Datenbank enthält {value} als {what}, keine ganze Zahl. Die Datenbankprüfung (in der App: Kampagne ▸ Datenbank prüfen…) findet den Wert.</translation>
    </message>
</context>
</TS>

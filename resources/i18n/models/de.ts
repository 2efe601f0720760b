<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BadRows</name>
    <message>
        <source>the warrior {name} (table character, id {id}, column {column})</source>
        <translation>der Krieger {name} (Tabelle character, id {id}, Spalte {column})</translation>
    </message>
    <message>
        <source>the row “{name}” (table {table}, id {id}, column {column})</source>
        <translation>die Zeile „{name}“ (Tabelle {table}, id {id}, Spalte {column})</translation>
    </message>
    <message>
        <source>the row of table {table} with id {id} (column {column})</source>
        <translation>die Zeile der Tabelle {table} mit der id {id} (Spalte {column})</translation>
    </message>
    <message>
        <source>Repair it with the database check (Database ▸ Check…, then Repair what is safe; a backup is taken first).</source>
        <translation>Reparieren mit der Datenbankprüfung (Datenbank ▸ Prüfen…, dann „Sichere Reparaturen ausführen“; vorher wird eine Sicherung angelegt).</translation>
    </message>
    <message>
        <source>Repair it with: muster check --db {db} --repair (a backup is taken first; an organiser or the server&apos;s owner runs it on a club server).</source>
        <translation>Reparieren mit: muster check --db {db} --repair (vorher wird eine Sicherung angelegt; auf einem Club-Server führt es ein Organisator oder der Eigentümer des Servers aus).</translation>
    </message>
    <message>
        <source>The roster of “{warband}” was left out: {row} holds a value Muster cannot read. {repair}</source>
        <translation>Die Aufstellung von „{warband}“ wurde ausgelassen: {row} enthält einen Wert, den Muster nicht lesen kann. {repair}</translation>
    </message>
    <message>
        <source>The page of {row} was not made (his warband&apos;s page shows him as unreadable; a page published before is kept): he holds a value Muster cannot read. {repair}</source>
        <translation>Die Seite für {row} wurde nicht erstellt (die Seite seiner Kriegerschar zeigt ihn als unlesbar; eine früher veröffentlichte Seite bleibt erhalten): er enthält einen Wert, den Muster nicht lesen kann. {repair}</translation>
    </message>
    <message>
        <source>Cannot export “{campaign}”: {row} holds a value Muster cannot read, and a campaign file holds every row. {repair} Nothing was written.</source>
        <translation>„{campaign}“ kann nicht exportiert werden: {row} enthält einen Wert, den Muster nicht lesen kann, und eine Kampagnendatei enthält jede Zeile. {repair} Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Cannot print this from “{campaign}”: {row} holds a value Muster cannot read. {repair} Nothing was written.</source>
        <translation>Das kann aus „{campaign}“ nicht gedruckt werden: {row} enthält einen Wert, den Muster nicht lesen kann. {repair} Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Cannot back up {db}: {row} of “{campaign}” holds a value Muster cannot read, and a backup made now would keep it. {repair} Nothing was written.</source>
        <translation>{db} kann nicht gesichert werden: {row} von „{campaign}“ enthält einen Wert, den Muster nicht lesen kann, und eine jetzt erstellte Sicherung würde ihn behalten. {repair} Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>The relic</source>
        <translation>Die Reliquie</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>{warband} won</source>
        <translation>{warband} gewann</translation>
    </message>
    <message>
        <source>carried off by nobody</source>
        <translation>von niemandem davongetragen</translation>
    </message>
    <message>
        <source>carried off by {name}</source>
        <translation>davongetragen von {name}</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
</context>
<context>
    <name>Campaigns</name>
    <message>
        <source>Full refund</source>
        <translation>Volle Erstattung</translation>
    </message>
    <message>
        <source>Half the price, rounded down</source>
        <translation>Halber Preis, abgerundet</translation>
    </message>
    <message>
        <source>No refund</source>
        <translation>Keine Erstattung</translation>
    </message>
    <message>
        <source>Campaign {id} (unreadable)</source>
        <translation>Kampagne {id} (unlesbar)</translation>
    </message>
    <message>
        <source>there is no campaign named “{name}” (campaigns: {names})</source>
        <translation>es gibt keine Kampagne namens „{name}“ (Kampagnen: {names})</translation>
    </message>
    <message>
        <source>there is no campaign named “{name}” (the database has none)</source>
        <translation>es gibt keine Kampagne namens „{name}“ (die Datenbank enthält keine)</translation>
    </message>
    <message>
        <source>The database holds a value Muster cannot read: the game of the campaign “{name}” is {game}, not a game Muster knows. The database check (Database ▸ Check… in the app) finds it and says what can be done.</source>
        <translation>Die Datenbank enthält einen Wert, den Muster nicht lesen kann: Das Spiel der Kampagne „{name}“ ist {game}, kein Spiel, das Muster kennt. Die Datenbankprüfung (Datenbank ▸ Prüfen… in der App) findet ihn und sagt, was sich tun lässt.</translation>
    </message>
    <message>
        <source>The house rules of the campaign “{name}” cannot be used ({problem}). The database check (Database ▸ Check… in the app) says what can be done.</source>
        <translation>Die Hausregeln der Kampagne „{name}“ sind nicht verwendbar ({problem}). Die Datenbankprüfung (Datenbank ▸ Prüfen… in der App) sagt, was sich tun lässt.</translation>
    </message>
    <message>
        <source>A campaign named “{name}” already exists.</source>
        <translation>Es gibt bereits eine Kampagne namens „{name}“.</translation>
    </message>
    <message>
        <source>Campaign name</source>
        <translation>Kampagnenname</translation>
    </message>
    <message>
        <source>Unknown game “{game}”.</source>
        <translation>Unbekanntes Spiel „{game}“.</translation>
    </message>
    <message>
        <source>Unknown refund setting “{refund}”.</source>
        <translation>Unbekannte Erstattungseinstellung „{refund}“.</translation>
    </message>
    <message>
        <source>{key}: must be true or false.</source>
        <translation>{key}: muss true oder false sein.</translation>
    </message>
    <message numerus="yes">
        <source>The profile “{profile}” cannot be removed: %n character(s) of this campaign were recruited from it.</source>
        <translation>
            <numerusform>Das Profil „{profile}“ kann nicht entfernt werden: %n Charakter dieser Kampagne wurde daraus angeworben.</numerusform>
            <numerusform>Das Profil „{profile}“ kann nicht entfernt werden: %n Charaktere dieser Kampagne wurden daraus angeworben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The scenario “{scenario}” cannot be removed: games of this campaign were played with it.</source>
        <translation>Das Szenario „{scenario}“ kann nicht entfernt werden: Spiele dieser Kampagne wurden damit gespielt.</translation>
    </message>
    <message>
        <source>This campaign already has a warband named “{name}”.</source>
        <translation>Diese Kampagne hat bereits eine Kriegerschar namens „{name}“.</translation>
    </message>
    <message>
        <source>{warband} was deleted by another player since you opened this dialog. Nothing was saved.</source>
        <translation>{warband} wurde von einem anderen Spieler gelöscht, seit Sie diesen Dialog geöffnet haben. Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>{warband} was changed by another player since you opened this dialog: {what}. Nothing was saved.</source>
        <translation>{warband} wurde von einem anderen Spieler geändert, seit Sie diesen Dialog geöffnet haben: {what}. Es wurde nichts gespeichert.</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>the campaign</source>
        <translation>die Kampagne</translation>
    </message>
    <message>
        <source>the warband</source>
        <translation>die Kriegerschar</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>der Charakter</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <source>the purchase</source>
        <translation>der Kauf</translation>
    </message>
    <message>
        <source>the side</source>
        <translation>die Seite</translation>
    </message>
    <message>
        <source>the fielding</source>
        <translation>der Einsatz im Spiel</translation>
    </message>
    <message>
        <source>the history entry</source>
        <translation>der Chronikeintrag</translation>
    </message>
    <message>
        <source>a campaign</source>
        <translation>eine Kampagne</translation>
    </message>
    <message>
        <source>a warband</source>
        <translation>eine Kriegerschar</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>ein Charakter</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>ein Spiel</translation>
    </message>
    <message>
        <source>a purchase</source>
        <translation>ein Kauf</translation>
    </message>
    <message>
        <source>a side</source>
        <translation>eine Seite</translation>
    </message>
    <message>
        <source>a fielding</source>
        <translation>ein Einsatz im Spiel</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>ein Chronikeintrag</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>“{value}”</source>
        <translation>„{value}“</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{kind} it concerns was deleted elsewhere</source>
        <translation>{kind} wurde inzwischen anderswo gelöscht</translation>
    </message>
    <message>
        <source>{kind} it would put back is there again</source>
        <translation>{kind} ist bereits wieder vorhanden</translation>
    </message>
    <message>
        <source>{row} was changed elsewhere in the meantime: {field} is now {now}, not {expected}</source>
        <translation>{row} wurde inzwischen anderswo geändert: {field} ist jetzt {now} statt {expected}</translation>
    </message>
    <message>
        <source>{kind} it concerns was changed elsewhere</source>
        <translation>{kind} wurde inzwischen anderswo geändert</translation>
    </message>
    <message>
        <source>This cannot be undone or redone: {detail}. Nothing was changed.</source>
        <translation>Das lässt sich nicht rückgängig machen oder wiederholen: {detail}. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>{row} is gone from the club server: another player deleted it, or your membership of the campaign was changed. Nothing was changed.</source>
        <translation>{row} ist nicht mehr auf dem Vereinsserver: Ein anderer Spieler hat gelöscht, was Sie ändern wollten, oder Ihre Mitgliedschaft in der Kampagne wurde geändert. Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>There is no profile “{profile}” in {game}.</source>
        <translation>In {game} gibt es kein Profil „{profile}“.</translation>
    </message>
    <message>
        <source>Recruit from 1 to {maximum} characters at once.</source>
        <translation>Werben Sie 1 bis {maximum} Charaktere auf einmal an.</translation>
    </message>
    <message>
        <source>The profile “{profile}” is kept for the characters recruited from it before it was changed; new recruits take its new version.</source>
        <translation>Das Profil „{profile}“ bleibt den Charakteren vorbehalten, die vor seiner Änderung daraus angeworben wurden; neue Rekruten erhalten seine neue Fassung.</translation>
    </message>
    <message>
        <source>{name} is a named hero: he is recruited alone, and once in a warband ({ruling}).</source>
        <translation>{name} ist ein benannter Held: Er wird allein angeworben, und nur einmal in einer Kriegerschar ({ruling}).</translation>
    </message>
    <message>
        <source>Character name</source>
        <translation>Charaktername</translation>
    </message>
    <message>
        <source>Name {number}</source>
        <translation>Name {number}</translation>
    </message>
    <message>
        <source>{name} is dead and cannot retire.</source>
        <translation>{name} ist tot und kann nicht in den Ruhestand gehen.</translation>
    </message>
    <message>
        <source>{name} is not retired.</source>
        <translation>{name} ist nicht im Ruhestand.</translation>
    </message>
    <message>
        <source>{name} died in this campaign, and a named hero&apos;s death stays in its records: it keeps him from being recruited again (K2). He cannot be deleted.</source>
        <translation>{name} ist in dieser Kampagne gestorben, und der Tod eines benannten Helden bleibt in ihren Aufzeichnungen: Er verhindert, dass er erneut angeworben wird (K2). Er kann nicht gelöscht werden.</translation>
    </message>
</context>
<context>
    <name>Club</name>
    <message>
        <source>you ({role}) own the club&apos;s database</source>
        <translation>Ihnen ({role}) gehört die Datenbank des Vereins</translation>
    </message>
    <message>
        <source>you ({role}) are an organiser</source>
        <translation>Sie ({role}) sind Organisator</translation>
    </message>
    <message>
        <source>no warband yet</source>
        <translation>noch keine Kriegerschar</translation>
    </message>
    <message>
        <source>you ({role}) are a player ({warbands})</source>
        <translation>Sie ({role}) sind Spieler ({warbands})</translation>
    </message>
    <message>
        <source>you ({role}) are not a member of this campaign</source>
        <translation>Sie ({role}) sind kein Mitglied dieser Kampagne</translation>
    </message>
    <message>
        <source>Club members belong to campaigns on a club server; a local file is single-user, and whoever opens it may change everything.</source>
        <translation>Vereinsmitglieder gibt es nur in Kampagnen auf einem Vereinsserver; eine lokale Datei hat nur einen Benutzer, und wer sie öffnet, darf alles ändern.</translation>
    </message>
    <message>
        <source>You ({role}) are not an organiser of the campaign “{campaign}”: only its organisers can change its members. Nothing was changed.</source>
        <translation>Sie ({role}) sind kein Organisator der Kampagne „{campaign}“: Nur ihre Organisatoren können ihre Mitglieder ändern. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>A role name is needed (the login the person connects with).</source>
        <translation>Ein Rollenname wird benötigt (das Login, mit dem sich die Person verbindet).</translation>
    </message>
    <message>
        <source>“{role}” cannot be a PostgreSQL role name (at most 63 bytes).</source>
        <translation>„{role}“ kann kein PostgreSQL-Rollenname sein (höchstens 63 Bytes).</translation>
    </message>
    <message>
        <source>There is no login role {role} on the server, and your role may not create one (it needs CREATEROLE): ask the server&apos;s administrator to run CREATE ROLE {quoted} LOGIN; (docs/club-server.md, Roles).</source>
        <translation>Auf dem Server gibt es keine Login-Rolle {role}, und Ihre Rolle darf keine anlegen (dazu braucht sie CREATEROLE): Bitten Sie den Administrator des Servers, CREATE ROLE {quoted} LOGIN; auszuführen (docs/club-server.md, Roles).</translation>
    </message>
    <message>
        <source>A player keeps at least one warband: name it with --warband.</source>
        <translation>Ein Spieler führt mindestens eine Kriegerschar: Geben Sie sie mit --warband an.</translation>
    </message>
    <message>
        <source>The warband “{warband}” is kept by {role}: remove them first (or keep it as it is).</source>
        <translation>Die Kriegerschar „{warband}“ wird von {role} geführt: Entfernen Sie {role} zuerst (oder lassen Sie alles, wie es ist).</translation>
    </message>
    <message>
        <source>{role} is not a member of the campaign “{campaign}”.</source>
        <translation>{role} ist kein Mitglied der Kampagne „{campaign}“.</translation>
    </message>
    <message>
        <source>The login role {role} was created without a password: set one with muster club password (or in Campaign ▸ Club members…), or its owner with \password {quoted} in psql.</source>
        <translation>Der Anmeldename {role} wurde ohne Passwort angelegt: Setzen Sie eines mit muster club password (oder unter Kampagne ▸ Vereinsmitglieder…), oder sein Inhaber mit \password {quoted} in psql.</translation>
    </message>
    <message>
        <source>A password needs at least {minimum} characters; this one has {length}.</source>
        <translation>Ein Passwort braucht mindestens {minimum} Zeichen; dieses hat {length}.</translation>
    </message>
    <message>
        <source>A password is at most {maximum} characters, without spaces at either end and without a NUL character.</source>
        <translation>Ein Passwort hat höchstens {maximum} Zeichen, ohne Leerzeichen an den Enden und ohne NUL-Zeichen.</translation>
    </message>
    <message>
        <source>Your login ({login}) may not set the password of {role}: a login with CREATEROLE may (the club database&apos;s owner, made as docs/club-server.md says), or the server&apos;s administrator. Nothing was changed.</source>
        <translation>Ihr Anmeldename ({login}) darf das Passwort von {role} nicht setzen: Das darf ein Anmeldename mit CREATEROLE (der Eigentümer der Vereinsdatenbank, angelegt wie in docs/club-server.md beschrieben) oder der Administrator des Servers. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{role} is the only organiser of “{campaign}”: add another organiser first.</source>
        <translation>{role} ist der einzige Organisator von „{campaign}“: Fügen Sie zuerst einen weiteren Organisator hinzu.</translation>
    </message>
    <message>
        <source>The campaign “{campaign}” has no warband named “{name}” (its warbands: {names}).</source>
        <translation>Die Kampagne „{campaign}“ hat keine Kriegerschar namens „{name}“ (ihre Kriegerscharen: {names}).</translation>
    </message>
    <message>
        <source>The campaign “{campaign}” has no warband named “{name}”.</source>
        <translation>Die Kampagne „{campaign}“ hat keine Kriegerschar namens „{name}“.</translation>
    </message>
</context>
<context>
    <name>ClubMove</name>
    <message>
        <source>“{campaign}” has reports of games waiting for the other side (they are the server&apos;s, not in a campaign file): confirm or discard them first. Nothing was moved.</source>
        <translation>„{campaign}“ hat Spielberichte, die auf die andere Seite warten (sie gehören dem Server und stehen in keiner Kampagnendatei): zuerst bestätigen oder verwerfen. Es wurde nichts verschoben.</translation>
    </message>
    <message>
        <source>club move moves a campaign between two club databases (postgresql://…); copy and import are for files.</source>
        <translation>club move verschiebt eine Kampagne zwischen zwei Club-Datenbanken (postgresql://…); für Dateien gibt es copy und import.</translation>
    </message>
    <message>
        <source>{database} already holds a campaign called “{campaign}”: rename one of them first. Nothing was moved.</source>
        <translation>{database} enthält bereits eine Kampagne namens „{campaign}“: zuerst eine von beiden umbenennen. Es wurde nichts verschoben.</translation>
    </message>
    <message>
        <source>“{campaign}” was copied to {target}, but its members could not be added there: {problem} It is still in {source}, as it was.</source>
        <translation>„{campaign}“ wurde nach {target} kopiert, aber seine Mitglieder konnten dort nicht eingetragen werden: {problem} In {source} ist es weiterhin, unverändert.</translation>
    </message>
    <message>
        <source>“{campaign}” was copied to {target}, but its members there differ from those in {source}, where it still is, as it was.</source>
        <translation>„{campaign}“ wurde nach {target} kopiert, aber seine Mitglieder dort weichen von denen in {source} ab, wo es weiterhin unverändert ist.</translation>
    </message>
    <message>
        <source>“{campaign}” is now in {target} with its members, but could not be deleted from {source}: {problem} Delete it there once the club plays on the new database.</source>
        <translation>„{campaign}“ ist jetzt mit seinen Mitgliedern in {target}, konnte aber nicht aus {source} gelöscht werden: {problem} Dort löschen, sobald der Club auf der neuen Datenbank spielt.</translation>
    </message>
</context>
<context>
    <name>ClubQueue</name>
    <message>
        <source>Look at it, then confirm or dispute it</source>
        <translation>Ansehen, dann bestätigen oder bestreiten</translation>
    </message>
    <message>
        <source>Look at it, then confirm or discard it</source>
        <translation>Ansehen, dann bestätigen oder verwerfen</translation>
    </message>
    <message>
        <source>Reported by {reporter}</source>
        <translation>Gemeldet von {reporter}</translation>
    </message>
    <message>
        <source>Disputed by {role}, about {warriors}: {reason}</source>
        <translation>Bestritten von {role}, betrifft {warriors}: {reason}</translation>
    </message>
    <message>
        <source>Disputed by {role}: {reason}</source>
        <translation>Bestritten von {role}: {reason}</translation>
    </message>
    <message>
        <source>Settle it: confirm, or discard it for a new report</source>
        <translation>Entscheiden: bestätigen, oder für eine neue Meldung verwerfen</translation>
    </message>
    <message>
        <source>Report the game again, as it was played</source>
        <translation>Das Spiel erneut melden, wie es gespielt wurde</translation>
    </message>
    <message>
        <source>At the table, turn {turn}: played by {role}</source>
        <translation>Am Spieltisch, Zug {turn}: gespielt von {role}</translation>
    </message>
    <message>
        <source>Watch it, or take the table over</source>
        <translation>Zuschauen oder den Tisch übernehmen</translation>
    </message>
    <message>
        <source>Watch it</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>At the table, turn {turn}: nobody is playing it now</source>
        <translation>Am Spieltisch, Zug {turn}: Niemand spielt es gerade</translation>
    </message>
    <message>
        <source>Resume playing, or record it</source>
        <translation>Weiterspielen oder das Ergebnis eintragen</translation>
    </message>
</context>
<context>
    <name>Copying</name>
    <message>
        <source>{database} is both the source and the target; copy to another</source>
        <translation>{database} ist zugleich Quelle und Ziel; kopieren Sie in eine andere Datenbank</translation>
    </message>
    <message>
        <source>cannot make a folder for the campaign files in {folder}: {problem}</source>
        <translation>kann in {folder} keinen Ordner für die Kampagnendateien anlegen: {problem}</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>„{name}“</translation>
    </message>
    <message>
        <source>“{name}”: {problem} (already copied: {done})</source>
        <translation>„{name}“: {problem} (bereits kopiert: {done})</translation>
    </message>
    <message>
        <source>“{name}”: {problem}</source>
        <translation>„{name}“: {problem}</translation>
    </message>
    <message>
        <source>{path} is damaged: {problems}. Nothing was copied; restore the latest good backup</source>
        <translation>{path} ist beschädigt: {problems}. Es wurde nichts kopiert; stellen Sie die letzte intakte Sicherung wieder her</translation>
    </message>
    <message>
        <source>{database} holds no campaigns to copy</source>
        <translation>{database} enthält keine Kampagnen zum Kopieren</translation>
    </message>
    <message>
        <source>the copy did not match the original ({difference}), so it was not kept</source>
        <translation>die Kopie stimmte nicht mit dem Original überein ({difference}) und wurde daher nicht behalten</translation>
    </message>
    <message>
        <source>{where}: one file ends before the other</source>
        <translation>{where}: eine Datei endet vor der anderen</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>das Dokument</translation>
    </message>
    <message>
        <source>{where}: the copy has fewer records than the original</source>
        <translation>{where}: die Kopie hat weniger Datensätze als das Original</translation>
    </message>
    <message>
        <source>{where}: the copy has more records than the original</source>
        <translation>{where}: die Kopie hat mehr Datensätze als das Original</translation>
    </message>
    <message>
        <source>{where}: {original} entries, not {copied}</source>
        <translation>{where}: {original} Einträge statt {copied}</translation>
    </message>
</context>
<context>
    <name>Experience</name>
    <message>
        <source>{game} has no such advance (K6).</source>
        <translation>{game} hat keinen solchen Aufstieg (K6).</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>slain</source>
        <translation>erschlagen</translation>
    </message>
    <message>
        <source>decapitated</source>
        <translation>enthauptet</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Todesfälle</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Lasting injuries</source>
        <translation>Bleibende Verletzungen</translation>
    </message>
    <message>
        <source>Broken gear</source>
        <translation>Zerbrochene Ausrüstung</translation>
    </message>
    <message>
        <source>Gold earned</source>
        <translation>Verdientes Gold</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>Rückgaben</translation>
    </message>
    <message>
        <source>Kit moved</source>
        <translation>Ausrüstung weitergegeben</translation>
    </message>
    <message>
        <source>Recruits</source>
        <translation>Anwerbungen</translation>
    </message>
    <message>
        <source>Renamings</source>
        <translation>Umbenennungen</translation>
    </message>
    <message>
        <source>Retirements</source>
        <translation>Ruhestand</translation>
    </message>
    <message>
        <source>Reinstatements</source>
        <translation>Zurückgeholt</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Steigerungen</translation>
    </message>
    <message>
        <source>Profile changes</source>
        <translation>Profiländerungen</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Kriegerscharen</translation>
    </message>
    <message>
        <source>Campaign notes</source>
        <translation>Kampagnennotizen</translation>
    </message>
    <message>
        <source>Game {number}: {scenario}</source>
        <translation>Spiel {number}: {scenario}</translation>
    </message>
    <message>
        <source>Not recorded yet.</source>
        <translation>Noch nicht eingetragen.</translation>
    </message>
    <message>
        <source>A draw between {warbands}.</source>
        <translation>Unentschieden zwischen {warbands}.</translation>
    </message>
    <message>
        <source>{winner} won against {losers}.</source>
        <translation>{winner} hat gegen {losers} gewonnen.</translation>
    </message>
    <message>
        <source>A deleted warband</source>
        <translation>Eine gelöschte Kriegerschar</translation>
    </message>
    <message>
        <source>{how} by {killer}</source>
        <translation>{how} von {killer}</translation>
    </message>
    <message>
        <source>{name} ({warband}): {how} by {killer} of {killer_warband}</source>
        <translation>{name} ({warband}): {how} durch {killer} ({killer_warband})</translation>
    </message>
    <message>
        <source>{name} ({warband}): {how}</source>
        <translation>{name} ({warband}): {how}</translation>
    </message>
    <message>
        <source>{name}&apos;s {items}, to the stash of {warband}</source>
        <translation>{items} von {name}, in den Vorrat von {warband}</translation>
    </message>
    <message>
        <source>{name}: {gold} gp</source>
        <translation>{name}: {gold} GS</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>{how} by {killer} ({warband})</source>
        <translation>{how} von {killer} ({warband})</translation>
    </message>
    <message>
        <source>{what}: {count}</source>
        <translation>{what}: {count}</translation>
    </message>
    <message>
        <source>{what}: {item}</source>
        <translation>{what}: {item}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>leg</source>
        <translation>Bein</translation>
    </message>
    <message>
        <source>arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>neck</source>
        <translation>Hals</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>Verteidigung</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>A game can only follow a game of the same campaign.</source>
        <translation>Ein Spiel kann nur auf ein Spiel derselben Kampagne folgen.</translation>
    </message>
    <message>
        <source>Game {number} cannot follow a game that follows it.</source>
        <translation>Spiel {number} kann nicht auf ein Spiel folgen, das selbst darauf folgt.</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Punktelimit</translation>
    </message>
    <message>
        <source>Game {number} has been recorded; correct its outcome instead of changing its setup.</source>
        <translation>Spiel {number} ist bereits eingetragen; korrigieren Sie sein Ergebnis, statt seinen Aufbau zu ändern.</translation>
    </message>
    <message>
        <source>Game {number} is being played at the table: finish or abandon it before changing its setup.</source>
        <translation>Spiel {number} wird gerade am Spieltisch gespielt: Beenden Sie es oder brechen Sie es ab, bevor Sie seinen Aufbau ändern.</translation>
    </message>
    <message>
        <source>Unknown scenario “{scenario}”.</source>
        <translation>Unbekanntes Szenario „{scenario}“.</translation>
    </message>
    <message>
        <source>A side&apos;s warband is not in this campaign.</source>
        <translation>Die Kriegerschar einer Seite gehört nicht zu dieser Kampagne.</translation>
    </message>
    <message>
        <source>A warband can take only one side of a game.</source>
        <translation>Eine Kriegerschar kann in einem Spiel nur eine Seite übernehmen.</translation>
    </message>
    <message>
        <source>A character picked for this game no longer exists.</source>
        <translation>Ein für dieses Spiel ausgewählter Charakter existiert nicht mehr.</translation>
    </message>
    <message>
        <source>{name} is not in that side&apos;s warband.</source>
        <translation>{name} gehört nicht zur Kriegerschar dieser Seite.</translation>
    </message>
    <message>
        <source>{name} is dead and cannot play.</source>
        <translation>{name} ist tot und kann nicht spielen.</translation>
    </message>
    <message>
        <source>{name} is retired and cannot play.</source>
        <translation>{name} ist im Ruhestand und kann nicht spielen.</translation>
    </message>
    <message>
        <source>{name} is {status} and cannot play.</source>
        <translation>{name} ist {status} und kann nicht spielen.</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>Game {number} has been recorded; correct its outcome instead of deleting it.</source>
        <translation>Spiel {number} ist bereits eingetragen; korrigieren Sie sein Ergebnis, statt es zu löschen.</translation>
    </message>
    <message>
        <source>Report by {reporter} disputed: {reason}</source>
        <translation>Meldung von {reporter} bestritten: {reason}</translation>
    </message>
    <message>
        <source>Reported by {reporter}, waiting for the other side to confirm</source>
        <translation>Gemeldet von {reporter}, wartet auf die Bestätigung der anderen Seite</translation>
    </message>
    <message>
        <source>Being played: turn {turn}</source>
        <translation>Wird gespielt: Zug {turn}</translation>
    </message>
    <message>
        <source>Setup to change: no one fielded for {warbands}</source>
        <translation>Aufbau zu ändern: niemand aufgestellt für {warbands}</translation>
    </message>
    <message>
        <source>Not recorded yet</source>
        <translation>Noch nicht eingetragen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} hat gewonnen</translation>
    </message>
    <message>
        <source>A deleted warband</source>
        <translation>Eine gelöschte Kriegerschar</translation>
    </message>
    <message>
        <source>{result}; correction by {reporter} disputed: {reason}</source>
        <translation>{result}; Korrektur von {reporter} bestritten: {reason}</translation>
    </message>
    <message>
        <source>{result}; correction reported by {reporter}, waiting for the other side</source>
        <translation>{result}; Korrektur gemeldet von {reporter}, wartet auf die andere Seite</translation>
    </message>
    <message>
        <source> v </source>
        <comment>between the sides of a game</comment>
        <translation> gegen </translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Recruited as {profile}.</source>
        <translation>Als {profile} angeworben.</translation>
    </message>
    <message>
        <source>Recruited as {profile} with {gold} gp.</source>
        <translation>Als {profile} mit {gold} GS angeworben.</translation>
    </message>
    <message>
        <source>Renamed from “{old}”.</source>
        <translation>Umbenannt, vorher „{old}“.</translation>
    </message>
    <message>
        <source>Retired from the warband.</source>
        <translation>Aus der Kriegerschar in den Ruhestand gegangen.</translation>
    </message>
    <message>
        <source>Back in the warband.</source>
        <translation>Zurück in der Kriegerschar.</translation>
    </message>
    <message>
        <source>Bought {item} for {price} gp ({left} gp left).</source>
        <translation>{item} für {price} GS gekauft ({left} GS übrig).</translation>
    </message>
    <message>
        <source>Returned {item} for {refund} gp ({left} gp left).</source>
        <translation>{item} für {refund} GS zurückgegeben ({left} GS übrig).</translation>
    </message>
    <message>
        <source>Gave his {item} to {to}.</source>
        <translation>Gab seinen Gegenstand {item} an {to}.</translation>
    </message>
    <message>
        <source>Put his {item} in the stash.</source>
        <translation>Legte seinen Gegenstand {item} in den Vorrat.</translation>
    </message>
    <message>
        <source>Took the {item} from {giver} (paid {price} gp when bought).</source>
        <translation>Nahm den Gegenstand {item} von {giver} (beim Kauf {price} GS bezahlt).</translation>
    </message>
    <message>
        <source>Took the {item} from the warband&apos;s stash (paid {price} gp when bought).</source>
        <translation>Nahm den Gegenstand {item} aus dem Vorrat der Kriegerschar (beim Kauf {price} GS bezahlt).</translation>
    </message>
    <message>
        <source>Took the {option} option.</source>
        <translation>Option „{option}“ gewählt.</translation>
    </message>
    <message>
        <source>Gave up the {option} option.</source>
        <translation>Option „{option}“ aufgegeben.</translation>
    </message>
    <message>
        <source>Learned a new special: {special}.</source>
        <translation>Neue Sonderregel gelernt: {special}.</translation>
    </message>
    <message>
        <source>Gained an extra attack die.</source>
        <translation>Einen zusätzlichen Angriffswürfel erhalten.</translation>
    </message>
    <message>
        <source>Gained an extra defend die.</source>
        <translation>Einen zusätzlichen Verteidigungswürfel erhalten.</translation>
    </message>
    <message>
        <source>Gained an extra combat die.</source>
        <translation>Einen zusätzlichen Kampfwürfel erhalten.</translation>
    </message>
    <message>
        <source>Upgrade withdrawn.</source>
        <translation>Steigerung zurückgenommen.</translation>
    </message>
    <message>
        <source>Paid {cost} XP ({left} XP left).</source>
        <translation>{cost} EP bezahlt (noch {left} EP).</translation>
    </message>
    <message>
        <source>{xp} XP given back ({left} XP left).</source>
        <translation>{xp} EP zurückerhalten (noch {left} EP).</translation>
    </message>
    <message>
        <source>The campaign switched experience on: starts at {xp} XP.</source>
        <translation>Die Kampagne hat die Erfahrung eingeschaltet: beginnt mit {xp} EP.</translation>
    </message>
    <message>
        <source>The campaign switched experience on again: has {xp} XP left.</source>
        <translation>Die Kampagne hat die Erfahrung wieder eingeschaltet: hat noch {xp} EP.</translation>
    </message>
    <message>
        <source>The campaign changed the profile {profile} for new recruits only ({what}); he keeps the figures he was recruited with.</source>
        <translation>Die Kampagne hat das Profil {profile} nur für neue Anwerbungen geändert ({what}); er behält die Werte, mit denen er angeworben wurde.</translation>
    </message>
    <message>
        <source>The campaign changed his profile, {profile}: {what}.</source>
        <translation>Die Kampagne hat sein Profil {profile} geändert: {what}.</translation>
    </message>
    <message>
        <source>Warband raised.</source>
        <translation>Kriegerschar aufgestellt.</translation>
    </message>
    <message>
        <source>Warband raised for {player}.</source>
        <translation>Kriegerschar für {player} aufgestellt.</translation>
    </message>
    <message>
        <source>Campaign “{name}” of {game} begun.</source>
        <translation>Kampagne „{name}“ von {game} begonnen.</translation>
    </message>
    <message>
        <source>Experience switched on (K6): warriors earn XP in games and spend it on advances.</source>
        <translation>Erfahrung eingeschaltet (K6): Krieger sammeln in Spielen EP und geben sie für Aufstiege aus.</translation>
    </message>
    <message>
        <source>Experience switched off (K6): no XP is earned or spent; what each warrior has is kept.</source>
        <translation>Erfahrung ausgeschaltet (K6): Es werden keine EP gesammelt oder ausgegeben; was jeder Krieger hat, bleibt ihm.</translation>
    </message>
    <message>
        <source>Game {number} set up: {scenario} against {opponents}.</source>
        <translation>Spiel {number} aufgebaut: {scenario} gegen {opponents}.</translation>
    </message>
    <message>
        <source>Game {number} set up: {scenario} against {opponents} as {role}.</source>
        <translation>Spiel {number} aufgebaut: {scenario} gegen {opponents} als {role}.</translation>
    </message>
    <message>
        <source>Game {number} changed: {scenario} against {opponents}.</source>
        <translation>Spiel {number} geändert: {scenario} gegen {opponents}.</translation>
    </message>
    <message>
        <source>Game {number} changed: {scenario} against {opponents} as {role}.</source>
        <translation>Spiel {number} geändert: {scenario} gegen {opponents} als {role}.</translation>
    </message>
    <message>
        <source>Played over the points limit: {reasons}</source>
        <translation>Über dem Punktelimit gespielt: {reasons}</translation>
    </message>
    <message>
        <source>Taken off game {number}: its setup was changed.</source>
        <translation>Aus Spiel {number} genommen: sein Aufbau wurde geändert.</translation>
    </message>
    <message>
        <source>Taken off game {number}: he died in game {died_in}.</source>
        <translation>Aus Spiel {number} genommen: er starb in Spiel {died_in}.</translation>
    </message>
    <message>
        <source>Put back into game {number}: the correction of game {brought_back_in} brings him back.</source>
        <translation>Wieder in Spiel {number} aufgestellt: Die Korrektur von Spiel {brought_back_in} bringt ihn zurück.</translation>
    </message>
    <message>
        <source>Game {number}, {scenario} against {opponents}: {result}.</source>
        <translation>Spiel {number}, {scenario} gegen {opponents}: {result}.</translation>
    </message>
    <message>
        <source>Game {number}, {scenario} against {opponents}: {result}; {summary}.</source>
        <translation>Spiel {number}, {scenario} gegen {opponents}: {result}; {summary}.</translation>
    </message>
    <message>
        <source>Carried off the relic.</source>
        <translation>Trug die Reliquie davon.</translation>
    </message>
    <message>
        <source>Earned {xp} XP.</source>
        <translation>{xp} EP gesammelt.</translation>
    </message>
    <message>
        <source>Killed {victim} of {warband}.</source>
        <translation>Tötete {victim} von {warband}.</translation>
    </message>
    <message>
        <source>Lasting injuries: {injuries}.</source>
        <translation>Bleibende Verletzungen: {injuries}.</translation>
    </message>
    <message>
        <source>{count} {wound}</source>
        <translation>{count} × {wound}</translation>
    </message>
    <message>
        <source>Lost his {item}: broken in the game.</source>
        <translation>Verlor seinen Gegenstand {item}: im Spiel zerbrochen.</translation>
    </message>
    <message>
        <source>His {items} went to the warband&apos;s stash.</source>
        <translation>Seine Ausrüstung ({items}) ging in den Vorrat der Kriegerschar.</translation>
    </message>
    <message>
        <source>Earned {gold} gp ({now} gp now).</source>
        <translation>{gold} GS verdient (jetzt {now} GS).</translation>
    </message>
    <message>
        <source>{how} in game {number}. Dead for the rest of the campaign.</source>
        <translation>{how} in Spiel {number}. Tot für den Rest der Kampagne.</translation>
    </message>
    <message>
        <source>{how} by {killer} of {warband} in game {number}. Dead for the rest of the campaign.</source>
        <translation>{how} durch {killer} von {warband} in Spiel {number}. Tot für den Rest der Kampagne.</translation>
    </message>
    <message>
        <source>Game {number}, {scenario} corrected: {changes}.</source>
        <translation>Spiel {number}, {scenario} korrigiert: {changes}.</translation>
    </message>
    <message>
        <source>Game {number}, {scenario} corrected: {changes}. Note: {notes}.</source>
        <translation>Spiel {number}, {scenario} korrigiert: {changes}. Hinweis: {notes}.</translation>
    </message>
    <message>
        <source>his side&apos;s result is now {now} (was: {was})</source>
        <translation>das Ergebnis seiner Seite ist jetzt {now} (vorher: {was})</translation>
    </message>
    <message>
        <source>{now} (was: {was})</source>
        <translation>{now} (vorher: {was})</translation>
    </message>
    <message>
        <source>killed {victim} of {warband}</source>
        <translation>tötete {victim} von {warband}</translation>
    </message>
    <message>
        <source>did not kill {victim} of {warband} after all</source>
        <translation>tötete {victim} von {warband} doch nicht</translation>
    </message>
    <message>
        <source>carried off the relic</source>
        <translation>trug die Reliquie davon</translation>
    </message>
    <message>
        <source>did not carry off the relic</source>
        <translation>trug die Reliquie nicht davon</translation>
    </message>
    <message>
        <source>he did not die in that game after all</source>
        <translation>er starb in diesem Spiel doch nicht</translation>
    </message>
    <message>
        <source>he died in that game</source>
        <translation>er starb in diesem Spiel</translation>
    </message>
    <message>
        <source>lasting injuries {now} (was: {was})</source>
        <translation>bleibende Verletzungen: {now} (vorher: {was})</translation>
    </message>
    <message>
        <source>lost {now} (was: {was})</source>
        <translation>verlor {now} (vorher: {was})</translation>
    </message>
    <message>
        <source>his {now} went to the stash (was: {was})</source>
        <translation>seine Ausrüstung ({now}) ging in den Vorrat (vorher: {was})</translation>
    </message>
    <message>
        <source>his {was} no longer went to the stash</source>
        <translation>seine Ausrüstung ({was}) ging doch nicht in den Vorrat</translation>
    </message>
    <message>
        <source>earns {now} gp for the game (was: {was} gp)</source>
        <translation>erhält {now} GS für das Spiel (vorher: {was} GS)</translation>
    </message>
    <message>
        <source>earns {now} XP for the game (was: {was} XP)</source>
        <translation>erhält {now} EP für das Spiel (war: {was} EP)</translation>
    </message>
    <message>
        <source>nothing of his changed</source>
        <translation>bei ihm hat sich nichts geändert</translation>
    </message>
    <message>
        <source>Gold corrected from {was} to 0 by the database check (gold cannot be negative).</source>
        <translation>Gold von der Datenbankprüfung von {was} auf 0 korrigiert (Gold kann nicht negativ sein).</translation>
    </message>
    <message>
        <source>The database check removed the link from game {number} to game {previous} (#{row}), which was not a game before it in this campaign.</source>
        <translation>Die Datenbankprüfung hat die Verbindung von Spiel {number} zu Spiel {previous} (#{row}) entfernt, das in dieser Kampagne kein Spiel davor war.</translation>
    </message>
    <message>
        <source>Marked dead by the database check: game {number} records his death, and the dead stay dead (K2).</source>
        <translation>Von der Datenbankprüfung als tot geführt: Spiel {number} hält seinen Tod fest, und die Toten bleiben tot (K2).</translation>
    </message>
    <message>
        <source>Marked dead by the database check: his history tells of his death, and the dead stay dead (K2).</source>
        <translation>Von der Datenbankprüfung als tot geführt: seine Chronik erzählt von seinem Tod, und die Toten bleiben tot (K2).</translation>
    </message>
    <message>
        <source>The database check found the character&apos;s {column} unreadable and set them to none; they can be given again.</source>
        <translation>Die Datenbankprüfung fand die {column} des Charakters unlesbar und hat sie geleert; sie können neu vergeben werden.</translation>
    </message>
    <message>
        <source>{figure} {was} → {now}</source>
        <translation>{figure} {was} → {now}</translation>
    </message>
    <message>
        <source>Game {number}, {scenario} corrected: the result is now {after} (was: {before}).</source>
        <translation>Spiel {number}, {scenario} korrigiert: das Ergebnis ist jetzt {after} (vorher: {before}).</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>leg</source>
        <translation>Bein</translation>
    </message>
    <message>
        <source>arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>neck</source>
        <translation>Hals</translation>
    </message>
    <message>
        <source>Slain</source>
        <translation>Erschlagen</translation>
    </message>
    <message>
        <source>Decapitated</source>
        <translation>Enthauptet</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>the base move</source>
        <translation>die Grundbewegung</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>combat dice</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>toughness</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>attack dice</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>defend dice</source>
        <translation>Verteidigungswürfel</translation>
    </message>
    <message>
        <source>specials</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <source>warbands</source>
        <translation>Kriegerscharen</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>history entries</source>
        <translation>Chronikeinträge</translation>
    </message>
    <message>
        <source>room for {left} more</source>
        <translation>Platz für {left} weitere</translation>
    </message>
    <message>
        <source>no room for more</source>
        <translation>kein Platz für weitere</translation>
    </message>
    <message>
        <source>This campaign holds {held} {what}, and a campaign can hold at most {limit} ({room}), so that it can always be exported and imported again. Start a new campaign to go on.</source>
        <translation>Diese Kampagne enthält {held} {what}, und eine Kampagne kann höchstens {limit} enthalten ({room}), damit sie sich immer exportieren und wieder importieren lässt. Beginnen Sie eine neue Kampagne, um weiterzumachen.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>,</source>
        <comment>the thousands separator</comment>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>{what} must be yes or no.</source>
        <translation>{what} muss ja oder nein sein.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: unknown outcome field(s) {fields}.</source>
        <translation>
            <numerusform>{name}: unbekanntes Ergebnisfeld {fields}.</numerusform>
            <numerusform>{name}: unbekannte Ergebnisfelder {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: the {field} must be {allowed} or neither.</source>
        <translation>{name}: {field} muss {allowed} oder keines davon sein.</translation>
    </message>
    <message>
        <source>Game {number} was recorded by another player since you opened it. Nothing was recorded: look at the game again.</source>
        <translation>Spiel {number} wurde von einem anderen Spieler eingetragen, seit Sie es geöffnet haben. Es wurde nichts eingetragen: Sehen Sie sich das Spiel noch einmal an.</translation>
    </message>
    <message>
        <source>Game {number} was corrected by another player since you opened it. Nothing was recorded: look at the game again.</source>
        <translation>Spiel {number} wurde von einem anderen Spieler korrigiert, seit Sie es geöffnet haben. Es wurde nichts eingetragen: Sehen Sie sich das Spiel noch einmal an.</translation>
    </message>
    <message>
        <source>The winner must be one of the warbands that played.</source>
        <translation>Der Sieger muss eine der Kriegerscharen sein, die gespielt haben.</translation>
    </message>
    <message>
        <source>No one is fielded for {warbands} in game {number}: change its setup first (Games ▸ Change setup…).</source>
        <translation>Für {warbands} ist in Spiel {number} niemand aufgestellt: Ändern Sie zuerst seinen Aufbau (Spiele ▸ Aufbau ändern…).</translation>
    </message>
    <message>
        <source>An outcome names someone who was not fielded in this game.</source>
        <translation>Ein Ergebnis nennt jemanden, der in diesem Spiel nicht aufgestellt war.</translation>
    </message>
    <message>
        <source>The relic can only be carried off by someone who played.</source>
        <translation>Die Reliquie kann nur von jemandem fortgetragen werden, der mitgespielt hat.</translation>
    </message>
    <message>
        <source>{name} cannot have died in game {number}: he played in game {later}, which is recorded.</source>
        <translation>{name} kann nicht in Spiel {number} gestorben sein: Er hat in Spiel {later} gespielt, das bereits eingetragen ist.</translation>
    </message>
    <message>
        <source>Nothing was recorded: {warband} would field no one in game {later}, which is set up but not played yet, as everyone it fields there dies in game {number}. Change game {later}&apos;s setup first (Games ▸ Change setup…), or delete it.</source>
        <translation>Es wurde nichts eingetragen: {warband} stellte in Spiel {later}, das aufgebaut, aber noch nicht gespielt ist, niemanden mehr auf, denn alle, die sie dort aufstellt, sterben in Spiel {number}. Ändern Sie zuerst den Aufbau von Spiel {later} (Spiele ▸ Aufbau ändern…) oder löschen Sie es.</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Reports are for a club server, where each player keeps his own warband. In a campaign file you keep, record the game (Games ▸ Record outcome…).</source>
        <translation>Meldungen gibt es auf einem Vereinsserver, wo jeder Spieler seine eigene Kriegerschar führt. In einer Kampagnendatei, die Sie selbst führen, tragen Sie das Spiel ein (Spiele ▸ Ergebnis eintragen…).</translation>
    </message>
    <message>
        <source>This report no longer fits the warbands: one of them changed after the game was reported. Nothing was recorded; report the game again (or ask the other player to).</source>
        <translation>Diese Meldung passt nicht mehr zu den Kriegerscharen: Eine von ihnen wurde geändert, nachdem das Spiel gemeldet wurde. Es wurde nichts eingetragen; melden Sie das Spiel erneut (oder bitten Sie den anderen Spieler darum).</translation>
    </message>
    <message>
        <source>Game {number} has no report waiting to be confirmed.</source>
        <translation>Für Spiel {number} wartet keine Meldung auf Bestätigung.</translation>
    </message>
    <message>
        <source>{refusal} ({problem})</source>
        <translation>{refusal} ({problem})</translation>
    </message>
    <message>
        <source>Game {number}: report disputed by {role}, about {warriors}: {reason}</source>
        <translation>Spiel {number}: Meldung bestritten von {role}, betrifft {warriors}: {reason}</translation>
    </message>
    <message>
        <source>Game {number}: report disputed by {role}: {reason}</source>
        <translation>Spiel {number}: Meldung bestritten von {role}: {reason}</translation>
    </message>
    <message>
        <source>Game {number}: {reason}&apos;s report confirmed by {role}: the game is recorded</source>
        <translation>Spiel {number}: Meldung von {reason} bestätigt von {role}: Das Spiel ist eingetragen</translation>
    </message>
    <message>
        <source>Game {number}: report discarded by {role}</source>
        <translation>Spiel {number}: Meldung verworfen von {role}</translation>
    </message>
    <message>
        <source>Game {number}: reported by {role}, for the other side to confirm</source>
        <translation>Spiel {number}: gemeldet von {role}, zur Bestätigung durch die andere Seite</translation>
    </message>
    <message>
        <source>The reason</source>
        <translation>Die Begründung</translation>
    </message>
    <message>
        <source>Say why you dispute the report, for the other player to read.</source>
        <translation>Geben Sie an, warum Sie die Meldung bestreiten, damit der andere Spieler es lesen kann.</translation>
    </message>
    <message>
        <source>The reason is {length} characters long; please keep it to {maximum} or fewer.</source>
        <translation>Die Begründung ist {length} Zeichen lang; bitte höchstens {maximum} Zeichen.</translation>
    </message>
    <message>
        <source>A dispute names only warriors who took the field in the game.</source>
        <translation>Ein Widerspruch nennt nur Krieger, die in diesem Spiel ins Feld zogen.</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Character {id} (unreadable)</source>
        <translation>Charakter {id} (unlesbar)</translation>
    </message>
    <message>
        <source>{profile} (unknown profile)</source>
        <translation>{profile} (unbekanntes Profil)</translation>
    </message>
    <message numerus="yes">
        <source>%n leg wound(s)</source>
        <translation>
            <numerusform>%n Beinwunde</numerusform>
            <numerusform>%n Beinwunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arm wound(s)</source>
        <translation>
            <numerusform>%n Armwunde</numerusform>
            <numerusform>%n Armwunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n neck wound(s)</source>
        <translation>
            <numerusform>%n Halswunde</numerusform>
            <numerusform>%n Halswunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack dice lost</source>
        <translation>
            <numerusform>%n Angriffswürfel verloren</numerusform>
            <numerusform>%n Angriffswürfel verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend dice lost</source>
        <translation>
            <numerusform>%n Verteidigungswürfel verloren</numerusform>
            <numerusform>%n Verteidigungswürfel verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>{left} left ({earned} earned, {spent} spent)</source>
        <translation>{left} übrig ({earned} gesammelt, {spent} ausgegeben)</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Armbrust</translation>
    </message>
    <message>
        <source>Own bow</source>
        <translation>Eigener Bogen</translation>
    </message>
    <message>
        <source>range {range}&quot;</source>
        <translation>Reichweite {range}&quot;</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>{dice}d6{modifier}</source>
        <translation>{dice}W6{modifier}</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>Own bow ({range}&quot;)</source>
        <translation>Eigener Bogen ({range}&quot;)</translation>
    </message>
    <message>
        <source>M{movement} T{toughness} A{attack} D{defend}</source>
        <translation>B{movement} Z{toughness} A{attack} V{defend}</translation>
    </message>
    <message>
        <source>{points} pts · {dice}d6 · M{move} R{run} P{protection}</source>
        <translation>{points} Pkt. · {dice}W6 · B{move} R{run} S{protection}</translation>
    </message>
    <message>
        <source>{able} of {total} able to play</source>
        <translation>{able} von {total} einsatzbereit</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{gold} gp unspent</source>
        <translation>{gold} GS übrig</translation>
    </message>
    <message>
        <source>stash: {items}</source>
        <translation>Vorrat: {items}</translation>
    </message>
    <message>
        <source>stash empty</source>
        <translation>Vorrat leer</translation>
    </message>
    <message>
        <source>won {won}, drawn {drawn}, lost {lost}</source>
        <translation>gewonnen {won}, unentschieden {drawn}, verloren {lost}</translation>
    </message>
    <message>
        <source>Warband {id} (unreadable)</source>
        <translation>Kriegerschar {id} (unlesbar)</translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <source>Only Caliburn&apos;s Wrath has a gold-piece shop.</source>
        <translation>Nur Caliburn&apos;s Wrath hat einen Laden, in dem mit Goldstücken bezahlt wird.</translation>
    </message>
    <message>
        <source>{name} is dead and cannot buy anything.</source>
        <translation>{name} ist tot und kann nichts kaufen.</translation>
    </message>
    <message>
        <source>{name} is retired and cannot buy anything.</source>
        <translation>{name} ist im Ruhestand und kann nichts kaufen.</translation>
    </message>
    <message>
        <source>{name} is {status} and cannot buy anything.</source>
        <translation>{name} ist {status} und kann nichts kaufen.</translation>
    </message>
    <message>
        <source>{name} was changed by another player since you opened the shop: he now has {gold} gp. Nothing was bought.</source>
        <translation>{name} wurde von einem anderen Spieler geändert, seit Sie den Laden geöffnet haben: Er hat jetzt {gold} GS. Es wurde nichts gekauft.</translation>
    </message>
    <message>
        <source>{name} was deleted by another player. Nothing was changed.</source>
        <translation>{name} wurde von einem anderen Spieler gelöscht. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>That item is no longer in the warrior&apos;s kit.</source>
        <translation>Dieser Gegenstand gehört nicht mehr zur Ausrüstung des Kriegers.</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>im Ruhestand</translation>
    </message>
    <message>
        <source>not a small regular file</source>
        <translation>keine kleine normale Datei</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>das Dokument</translation>
    </message>
    <message>
        <source>{where}: {name} is not a file Muster writes</source>
        <translation>{where}: {name} ist keine Datei, die Muster schreibt</translation>
    </message>
    <message>
        <source>{field}: a field Muster does not write</source>
        <translation>{field}: ein Feld, das Muster nicht schreibt</translation>
    </message>
    <message>
        <source>{where}: not what Muster writes</source>
        <translation>{where}: nicht das, was Muster schreibt</translation>
    </message>
    <message>
        <source>{marker} is not what Muster writes there ({problem}), so nothing was published; choose another folder.</source>
        <translation>{marker} ist nicht das, was Muster dort schreibt ({problem}), daher wurde nichts veröffentlicht; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>{out} is not a folder; choose a folder for the pages.</source>
        <translation>{out} ist kein Ordner; wählen Sie einen Ordner für die Seiten.</translation>
    </message>
    <message>
        <source>{out} already holds files Muster did not write; choose an empty folder, or one Muster published into before.</source>
        <translation>{out} enthält schon Dateien, die Muster nicht geschrieben hat; wählen Sie einen leeren Ordner oder einen, in den Muster schon einmal veröffentlicht hat.</translation>
    </message>
    <message>
        <source>Each warband&apos;s league points after each game; the league table has the figures.</source>
        <translation>Die Ligapunkte jeder Kriegerschar nach jedem Spiel; die Zahlen stehen in der Tabelle.</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>A campaign of {game}.</source>
        <translation>Eine Kampagne für {game}.</translation>
    </message>
    <message>
        <source>Its own profiles: {profiles}.</source>
        <translation>Eigene Profile: {profiles}.</translation>
    </message>
    <message>
        <source>The campaign as it stood on {when} UTC.</source>
        <translation>Die Kampagne mit Stand vom {when} UTC.</translation>
    </message>
    <message>
        <source>The campaign as it stood when published.</source>
        <translation>Die Kampagne mit Stand der Veröffentlichung.</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Most kills</source>
        <translation>Meiste Tötungen</translation>
    </message>
    <message>
        <source>Most games</source>
        <translation>Meiste Spiele</translation>
    </message>
    <message>
        <source>Most games survived</source>
        <translation>Meiste überlebte Spiele</translation>
    </message>
    <message>
        <source>Most XP earned</source>
        <translation>Meiste gesammelte EP</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Injured: {line}</source>
        <translation>Verletzt: {line}</translation>
    </message>
    <message>
        <source>Lost: {line}</source>
        <translation>Verloren: {line}</translation>
    </message>
    <message>
        <source>To the stash: {line}</source>
        <translation>In den Vorrat: {line}</translation>
    </message>
    <message>
        <source>Gold: {line}</source>
        <translation>Gold: {line}</translation>
    </message>
    <message>
        <source>Campaign log</source>
        <translation>Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>Cannot remove {path}: {reason}.</source>
        <translation>{path} kann nicht entfernt werden: {reason}.</translation>
    </message>
    <message>
        <source>{path} is a symbolic link or a file where the site&apos;s folder should be: Muster never writes through one, so nothing was published. Remove it and publish again.</source>
        <translation>{path} ist ein symbolischer Link oder eine Datei, wo ein Ordner der Website sein sollte: Muster schreibt nie durch so etwas hindurch, daher wurde nichts veröffentlicht. Entfernen Sie es und veröffentlichen Sie erneut.</translation>
    </message>
    <message>
        <source>Cannot write into the folder {out}: {reason}.</source>
        <translation>In den Ordner {out} kann nicht geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>Stash</name>
    <message>
        <source>Only Caliburn&apos;s Wrath has kit to move.</source>
        <translation>Nur in Caliburn&apos;s Wrath lässt sich Ausrüstung weitergeben.</translation>
    </message>
    <message>
        <source>That item is no longer in the warband&apos;s kit.</source>
        <translation>Dieser Gegenstand gehört nicht mehr zur Ausrüstung der Kriegerschar.</translation>
    </message>
    <message>
        <source>The {item} is already in the stash.</source>
        <translation>{item} ist bereits im Vorrat.</translation>
    </message>
    <message>
        <source>{name} is not in {warband}; kit moves only within a warband.</source>
        <translation>{name} gehört nicht zu {warband}; Ausrüstung wechselt nur innerhalb einer Kriegerschar.</translation>
    </message>
    <message>
        <source>{name} already carries this {item}.</source>
        <translation>{name} trägt {item} bereits.</translation>
    </message>
    <message>
        <source>{name} is dead and cannot take anything.</source>
        <translation>{name} ist tot und kann nichts nehmen.</translation>
    </message>
    <message>
        <source>{name} is retired and cannot take anything.</source>
        <translation>{name} ist im Ruhestand und kann nichts nehmen.</translation>
    </message>
    <message>
        <source>{name} is {status} and cannot take anything.</source>
        <translation>{name} ist {status} und kann nichts nehmen.</translation>
    </message>
</context>
<context>
    <name>Tracking</name>
    <message>
        <source>Game {number} is not being played any more: it was finished or abandoned.</source>
        <translation>Spiel {number} wird nicht mehr gespielt: Es wurde beendet oder abgebrochen.</translation>
    </message>
    <message>
        <source>Game {number} has been recorded; it is not played again.</source>
        <translation>Spiel {number} ist bereits eingetragen; es wird nicht noch einmal gespielt.</translation>
    </message>
    <message>
        <source>Game {number} is being played already.</source>
        <translation>Spiel {number} wird bereits gespielt.</translation>
    </message>
    <message>
        <source>Nobody is fielded in game {number}: set it up first.</source>
        <translation>In Spiel {number} ist niemand aufgestellt: Richten Sie es zuerst ein.</translation>
    </message>
    <message>
        <source>{name} is no longer in the campaign: change the game&apos;s setup first.</source>
        <translation>{name} ist nicht mehr in der Kampagne: Ändern Sie zuerst den Aufbau des Spiels.</translation>
    </message>
    <message>
        <source>{name}&apos;s profile “{profile}” is not in this campaign&apos;s rules any more.</source>
        <translation>Das Profil „{profile}“ von {name} gehört nicht mehr zu den Regeln dieser Kampagne.</translation>
    </message>
    <message>
        <source>Another Muster holds this game&apos;s table now (an organiser took it over, or this Muster lost its connection meanwhile): this tracker now follows the game, and nothing was changed here.</source>
        <translation>Ein anderes Muster hält jetzt den Tisch dieses Spiels (ein Organisator hat ihn übernommen, oder dieses Muster hat inzwischen die Verbindung verloren): Dieser Spieltisch zeigt das Spiel jetzt nur noch an, und hier wurde nichts geändert.</translation>
    </message>
    <message>
        <source>There is nothing to take back: the game has just begun.</source>
        <translation>Es gibt nichts zurückzunehmen: Das Spiel hat gerade erst begonnen.</translation>
    </message>
    <message>
        <source>This log was kept at the table as the game was played. The game&apos;s record was corrected since: where they differ, the record is what counts.</source>
        <translation>Dieses Protokoll wurde am Spieltisch geführt, während das Spiel lief. Das eingetragene Ergebnis wurde seitdem korrigiert: Wo sie sich unterscheiden, zählt das eingetragene Ergebnis.</translation>
    </message>
    <message>
        <source>line {number} of the log: {problem}</source>
        <translation>Zeile {number} des Protokolls: {problem}</translation>
    </message>
</context>
<context>
    <name>Upgrades</name>
    <message>
        <source>Options and upgrades belong to The Beastrider Wars.</source>
        <translation>Optionen und Steigerungen gibt es nur in The Beastrider Wars.</translation>
    </message>
    <message>
        <source>{name} is dead and cannot be changed.</source>
        <translation>{name} ist tot und kann nicht verändert werden.</translation>
    </message>
    <message>
        <source>{name} is retired and cannot be changed.</source>
        <translation>{name} ist im Ruhestand und kann nicht verändert werden.</translation>
    </message>
    <message>
        <source>{name} is {status} and cannot be changed.</source>
        <translation>{name} ist {status} und kann nicht verändert werden.</translation>
    </message>
    <message>
        <source>{name} does not have that option.</source>
        <translation>{name} hat diese Option nicht.</translation>
    </message>
    <message>
        <source>{game} has advances only with experience on (K6).</source>
        <translation>{game} hat Aufstiege nur mit eingeschalteter Erfahrung (K6).</translation>
    </message>
    <message>
        <source>Unknown upgrade “{kind}”.</source>
        <translation>Unbekannte Steigerung „{kind}“.</translation>
    </message>
    <message>
        <source>Choose a special for this upgrade.</source>
        <translation>Wählen Sie eine Sonderregel für diese Steigerung.</translation>
    </message>
    <message>
        <source>That upgrade no longer exists.</source>
        <translation>Diese Steigerung gibt es nicht mehr.</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>{what} must be text.</source>
        <translation>{what}: nur Text ist erlaubt.</translation>
    </message>
    <message>
        <source>{what} cannot be empty.</source>
        <translation>{what} darf nicht leer sein.</translation>
    </message>
    <message>
        <source>{what} contains an invisible direction control ({code}), which could make it read as another name; please remove it.</source>
        <translation>{what}: Ein unsichtbares Richtungssteuerzeichen ({code}) könnte den Namen wie einen anderen aussehen lassen; bitte entfernen Sie es.</translation>
    </message>
    <message>
        <source>{what} is {length} characters long; please keep it to {maximum} or fewer.</source>
        <translation>{what} ist {length} Zeichen lang; bitte höchstens {maximum} Zeichen.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>{what} are {length} characters long; please keep them to {maximum} or fewer.</source>
        <translation>{what} sind {length} Zeichen lang; bitte höchstens {maximum} Zeichen.</translation>
    </message>
    <message>
        <source>{what} contains an invisible control character ({code}); please remove it.</source>
        <translation>{what}: Ein unsichtbares Steuerzeichen ({code}) ist enthalten; bitte entfernen Sie es.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>{what} cannot be less than {minimum} (got {value}).</source>
        <translation>{what} darf nicht kleiner als {minimum} sein (eingegeben: {value}).</translation>
    </message>
    <message>
        <source>{what} cannot be more than {maximum} (got {value}).</source>
        <translation>{what} darf nicht größer als {maximum} sein (eingegeben: {value}).</translation>
    </message>
</context>
</TS>

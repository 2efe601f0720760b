<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Warband</source>
        <translation>Krie&amp;gerschar</translation>
    </message>
    <message>
        <source>Ch&amp;aracter</source>
        <translation>&amp;Charakter</translation>
    </message>
    <message>
        <source>Game&amp;s</source>
        <translation>S&amp;piele</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Open a campaign first, or start one (Campaign ▸ New campaign…)</source>
        <translation>Öffnen Sie zuerst eine Kampagne oder beginnen Sie eine (Kampagne ▸ Neue Kampagne…)</translation>
    </message>
    <message>
        <source>Select a warband first, or add one (Warband ▸ New warband…)</source>
        <translation>Wählen Sie zuerst eine Kriegerschar oder legen Sie eine an (Kriegerschar ▸ Neue Kriegerschar…)</translation>
    </message>
    <message>
        <source>Select a character of the roster first, or recruit one</source>
        <translation>Wählen Sie zuerst einen Charakter der Aufstellung oder werben Sie einen an</translation>
    </message>
    <message>
        <source>{name} is dead: his record is kept as it is (K2)</source>
        <translation>{name} ist tot: Seine Aufzeichnungen bleiben, wie sie sind (K2)</translation>
    </message>
    <message>
        <source>{name} is retired: reinstate him first (Character ▸ Reinstate)</source>
        <translation>{name} ist im Ruhestand: Holen Sie ihn zuerst zurück (Charakter ▸ Zurückholen)</translation>
    </message>
    <message>
        <source>Select a game on the Games tab first, or set one up (Games ▸ New game…)</source>
        <translation>Wählen Sie zuerst ein Spiel im Reiter Spiele oder setzen Sie eines an (Spiele ▸ Neues Spiel…)</translation>
    </message>
    <message>
        <source>The game is recorded: correct its outcome instead (Games ▸ Correct outcome…)</source>
        <translation>Das Spiel ist eingetragen: Korrigieren Sie stattdessen sein Ergebnis (Spiele ▸ Ergebnis korrigieren…)</translation>
    </message>
    <message>
        <source>The game is not recorded yet: record its outcome first</source>
        <translation>Das Spiel ist noch nicht eingetragen: Tragen Sie zuerst sein Ergebnis ein</translation>
    </message>
    <message>
        <source>Nobody is fielded in this game yet: change its setup first (Games ▸ Change setup…)</source>
        <translation>In diesem Spiel ist noch niemand aufgestellt: Ändern Sie zuerst seinen Aufbau (Spiele ▸ Aufbau ändern…)</translation>
    </message>
    <message>
        <source>No one is fielded for {warbands} in this game: change its setup first (Games ▸ Change setup…)</source>
        <translation>Für {warbands} ist in diesem Spiel niemand aufgestellt: Ändern Sie zuerst seinen Aufbau (Spiele ▸ Aufbau ändern…)</translation>
    </message>
    <message>
        <source>A club server is backed up by its organiser: main.py backup --db URL --out FILE.sqlite3, or pg_dump (see docs/club-server.md)</source>
        <translation>Einen Vereinsserver sichert sein Organisator: main.py backup --db URL --out FILE.sqlite3 oder pg_dump (siehe docs/club-server.md)</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>Start a new campaign</source>
        <translation>Eine neue Kampagne beginnen</translation>
    </message>
    <message>
        <source>&amp;Rename campaign…</source>
        <translation>Kampagne &amp;umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete campaign…</source>
        <translation>Kampagne &amp;löschen…</translation>
    </message>
    <message>
        <source>Campaign &amp;settings…</source>
        <translation>Kampagnen&amp;einstellungen…</translation>
    </message>
    <message>
        <source>House rules, and the campaign&apos;s own profiles, specials and scenarios</source>
        <translation>Hausregeln sowie die eigenen Profile, Sonderregeln und Szenarien der Kampagne</translation>
    </message>
    <message>
        <source>Club &amp;members…</source>
        <translation>Vereins&amp;mitglieder…</translation>
    </message>
    <message>
        <source>The campaign&apos;s organisers and players on the club server, and their warbands</source>
        <translation>Die Organisatoren und Spieler der Kampagne auf dem Vereinsserver und ihre Kriegerscharen</translation>
    </message>
    <message>
        <source>Create d&amp;emo campaigns</source>
        <translation>&amp;Demo-Kampagnen anlegen</translation>
    </message>
    <message>
        <source>Export r&amp;osters…</source>
        <translation>&amp;Aufstellung exportieren…</translation>
    </message>
    <message>
        <source>Print the roster sheets of the selected warband (PDF)</source>
        <translation>Die Aufstellungsbögen der gewählten Kriegerschar drucken (PDF)</translation>
    </message>
    <message>
        <source>Export warrior c&amp;ards…</source>
        <translation>Kriegerkar&amp;ten exportieren…</translation>
    </message>
    <message>
        <source>A card per warrior of the selected warband able to play, several to a page, to cut out (PDF)</source>
        <translation>Eine Karte je spielfähigem Krieger der gewählten Kriegerschar, mehrere auf einer Seite, zum Ausschneiden (PDF)</translation>
    </message>
    <message>
        <source>Export all rosters of the &amp;campaign…</source>
        <translation>Alle Aufstellungen der &amp;Kampagne exportieren…</translation>
    </message>
    <message>
        <source>Print every warband&apos;s roster sheet (PDF)</source>
        <translation>Den Aufstellungsbogen jeder Kriegerschar drucken (PDF)</translation>
    </message>
    <message>
        <source>Publish as &amp;web pages…</source>
        <translation>Als &amp;Webseiten veröffentlichen…</translation>
    </message>
    <message>
        <source>Write the campaign as a folder of web pages, for any web host or a phone</source>
        <translation>Die Kampagne als Ordner mit Webseiten schreiben, für jeden Webhoster oder ein Telefon</translation>
    </message>
    <message>
        <source>E&amp;xport campaign file…</source>
        <translation>Kampagnendatei e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the campaign, with everything in it, to a JSON campaign file</source>
        <translation>Die Kampagne mit allem, was dazugehört, in eine JSON-Kampagnendatei schreiben</translation>
    </message>
    <message>
        <source>&amp;Import campaign file…</source>
        <translation>Kampagnendatei &amp;importieren…</translation>
    </message>
    <message>
        <source>Add a campaign from a JSON campaign file</source>
        <translation>Eine Kampagne aus einer JSON-Kampagnendatei hinzufügen</translation>
    </message>
    <message>
        <source>Connect to a club ser&amp;ver…</source>
        <translation>Mit einem &amp;Vereinsserver verbinden…</translation>
    </message>
    <message>
        <source>Work on the club&apos;s campaigns on a PostgreSQL server, shared with the other players</source>
        <translation>An den Kampagnen des Vereins auf einem PostgreSQL-Server arbeiten, gemeinsam mit den anderen Spielern</translation>
    </message>
    <message>
        <source>Open &amp;local file…</source>
        <translation>Lokale Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Work on a campaign database file on this computer</source>
        <translation>An einer Kampagnen-Datenbankdatei auf diesem Computer arbeiten</translation>
    </message>
    <message>
        <source>&amp;Backups / Restore…</source>
        <translation>&amp;Sicherungen / Wiederherstellen…</translation>
    </message>
    <message>
        <source>Back up now, or restore a backup</source>
        <translation>Jetzt sichern oder eine Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>C&amp;heck database…</source>
        <translation>Datenbank p&amp;rüfen…</translation>
    </message>
    <message>
        <source>Check the database and repair what is safe</source>
        <translation>Die Datenbank prüfen und reparieren, was sich gefahrlos reparieren lässt</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Muster&apos;s own settings: the language it speaks</source>
        <translation>Musters eigene Einstellungen: die Sprache, die es spricht</translation>
    </message>
    <message>
        <source>&amp;New warband…</source>
        <translation>&amp;Neue Kriegerschar…</translation>
    </message>
    <message>
        <source>&amp;Edit warband…</source>
        <translation>Kriegerschar &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Chronik…</translation>
    </message>
    <message>
        <source>The warband&apos;s history</source>
        <translation>Die Chronik der Kriegerschar</translation>
    </message>
    <message>
        <source>&amp;Delete warband…</source>
        <translation>Kriegerschar &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Recruit…</source>
        <translation>&amp;Anwerben…</translation>
    </message>
    <message>
        <source>Recruit a character into the warband</source>
        <translation>Einen Charakter für die Kriegerschar anwerben</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Not&amp;es…</source>
        <translation>&amp;Notizen…</translation>
    </message>
    <message>
        <source>&amp;Shop…</source>
        <translation>Ein&amp;kaufen…</translation>
    </message>
    <message>
        <source>Spend the warrior&apos;s gold (Caliburn&apos;s Wrath)</source>
        <translation>Das Gold des Kriegers ausgeben (Caliburn&apos;s Wrath)</translation>
    </message>
    <message>
        <source>&amp;Options and upgrades…</source>
        <translation>Optionen und &amp;Steigerungen…</translation>
    </message>
    <message>
        <source>Options and upgrades (The Beastrider Wars)</source>
        <translation>Optionen und Steigerungen (The Beastrider Wars)</translation>
    </message>
    <message>
        <source>Ad&amp;vance…</source>
        <translation>A&amp;ufstieg…</translation>
    </message>
    <message>
        <source>Spend the warrior&apos;s XP on an advance (Caliburn&apos;s Wrath)</source>
        <translation>Die EP des Kriegers für einen Aufstieg ausgeben (Caliburn&apos;s Wrath)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <source>Re&amp;tire</source>
        <translation>In den &amp;Ruhestand versetzen</translation>
    </message>
    <message>
        <source>Rein&amp;state</source>
        <translation>&amp;Zurückholen</translation>
    </message>
    <message>
        <source>&amp;Delete character…</source>
        <translation>Charakter &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up a game of the campaign</source>
        <translation>Ein Spiel der Kampagne ansetzen</translation>
    </message>
    <message>
        <source>C&amp;hange setup…</source>
        <translation>&amp;Aufbau ändern…</translation>
    </message>
    <message>
        <source>Change the scenario, sides, who is fielded or the points limit of a game not recorded</source>
        <translation>Szenario, Seiten, Aufgestellte oder Punktelimit eines noch nicht eingetragenen Spiels ändern</translation>
    </message>
    <message>
        <source>The game is being played at the table: finish or abandon it first.</source>
        <translation>Das Spiel wird gerade am Spieltisch gespielt: Beenden Sie es oder brechen Sie es zuerst ab.</translation>
    </message>
    <message>
        <source>&amp;Play this game…</source>
        <translation>Dieses Spiel &amp;spielen…</translation>
    </message>
    <message>
        <source>Play the selected game at the table: turns, who acts first, losses and deaths, tracked as they happen, to be recorded as its outcome</source>
        <translation>Das gewählte Spiel am Spieltisch spielen: Züge, wer zuerst handelt, Verluste und Tode werden festgehalten, während sie geschehen, und als sein Ergebnis eingetragen</translation>
    </message>
    <message>
        <source>&amp;Watch the game at the table…</source>
        <translation>Spiel am Spieltisch &amp;verfolgen…</translation>
    </message>
    <message>
        <source>Resume &amp;playing…</source>
        <translation>&amp;Weiterspielen…</translation>
    </message>
    <message>
        <source>&amp;Record outcome…</source>
        <translation>Ergebnis ein&amp;tragen…</translation>
    </message>
    <message>
        <source>Record the selected game&apos;s outcome, or correct it; on a club server a player reports it, for the other side to confirm</source>
        <translation>Das Ergebnis des gewählten Spiels eintragen oder korrigieren; auf einem Vereinsserver meldet es ein Spieler, und die andere Seite bestätigt es</translation>
    </message>
    <message>
        <source>&amp;Report a correction…</source>
        <translation>&amp;Korrektur melden…</translation>
    </message>
    <message>
        <source>&amp;Correct outcome…</source>
        <translation>Ergebnis &amp;korrigieren…</translation>
    </message>
    <message>
        <source>&amp;Report outcome…</source>
        <translation>Ergebnis &amp;melden…</translation>
    </message>
    <message>
        <source>C&amp;onfirm report</source>
        <translation>Meldung &amp;bestätigen</translation>
    </message>
    <message>
        <source>Record the selected game as the other side reported it: both warbands change now</source>
        <translation>Das gewählte Spiel so eintragen, wie die andere Seite es gemeldet hat: Beide Kriegerscharen ändern sich sofort</translation>
    </message>
    <message>
        <source>D&amp;ispute report…</source>
        <translation>Meldung bestre&amp;iten…</translation>
    </message>
    <message>
        <source>Say why the other side&apos;s report of the selected game is wrong; either of you may then report it again</source>
        <translation>Sagen, warum die Meldung der anderen Seite zum gewählten Spiel falsch ist; danach kann es jeder von Ihnen neu melden</translation>
    </message>
    <message>
        <source>Disc&amp;ard report</source>
        <translation>Meldung &amp;zurückziehen</translation>
    </message>
    <message>
        <source>Take back the report of the selected game</source>
        <translation>Die Meldung des gewählten Spiels zurückziehen</translation>
    </message>
    <message>
        <source>Game su&amp;mmary…</source>
        <translation>Spielzusammen&amp;fassung…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>Spiel &amp;löschen…</translation>
    </message>
    <message>
        <source>Export game-night pac&amp;k…</source>
        <translation>Spielabend-&amp;Paket exportieren…</translation>
    </message>
    <message>
        <source>The scenario sheet, each side&apos;s roster and the quick reference (PDF)</source>
        <translation>Der Szenariobogen, die Aufstellung jeder Seite und die Kurzreferenz (PDF)</translation>
    </message>
    <message>
        <source>&amp;Odds helper…</source>
        <translation>&amp;Chancenrechner…</translation>
    </message>
    <message>
        <source>The exact chances of an attack, a melee and its injuries</source>
        <translation>Die genauen Chancen eines Angriffs, eines Nahkampfs und seiner Verletzungen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every keyboard shortcut of Muster</source>
        <translation>Alle Tastenkürzel von Muster</translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation>&amp;Über Muster</translation>
    </message>
    <message>
        <source>Who died, what was lost and the gold paid in the selected game, recorded or reported</source>
        <translation>Wer im gewählten Spiel starb, was verloren ging und welches Gold gezahlt wurde, ob eingetragen oder gemeldet</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>muster: warning: {warning}</source>
        <translation>muster: Warnung: {warning}</translation>
    </message>
</context>
<context>
    <name>CampaignListModel</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>CampaignLog</name>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Campaign log</source>
        <translation>Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>Everything that happened in the campaign, newest first, a page at a time; corrected entries are marked.</source>
        <translation>Alles, was in der Kampagne geschah, das Neueste zuerst, seitenweise; korrigierte Einträge sind markiert.</translation>
    </message>
    <message>
        <source>War&amp;band:</source>
        <translation>Krieg&amp;erschar:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>All warbands</source>
        <translation>Alle Kriegerscharen</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldungen</translation>
    </message>
</context>
<context>
    <name>ChangedBanner</name>
    <message>
        <source>Another player changed this campaign while this dialog was open. {what}</source>
        <translation>Ein anderer Spieler hat diese Kampagne geändert, während dieser Dialog offen war. {what}</translation>
    </message>
    <message>
        <source>{what} was changed by another player since you opened this dialog. Nothing was saved: look at their change, and press OK again to save yours over it.</source>
        <translation>{what} wurde von einem anderen Spieler geändert, seit Sie diesen Dialog geöffnet haben. Es wurde nichts gespeichert: Sehen Sie sich die Änderung an und drücken Sie erneut OK, um Ihre darüber zu speichern.</translation>
    </message>
</context>
<context>
    <name>CharacterPanel</name>
    <message>
        <source>Character&apos;s history</source>
        <translation>Chronik des Charakters</translation>
    </message>
    <message>
        <source>What happened to the selected character, oldest first; corrected entries are struck through.</source>
        <translation>Was dem gewählten Charakter widerfuhr, das Älteste zuerst; korrigierte Einträge sind durchgestrichen.</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>Chronik:</translation>
    </message>
    <message>
        <source>{field}:</source>
        <translation>{field}:</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Dieser Charakter</translation>
    </message>
    <message>
        <source>Character {unreadable}</source>
        <translation>Charakter {unreadable}</translation>
    </message>
    <message>
        <source>No character selected</source>
        <translation>Kein Charakter gewählt</translation>
    </message>
    <message>
        <source>Choose a character in the roster, or recruit one.</source>
        <translation>Wählen Sie einen Charakter in der Aufstellung oder werben Sie einen an.</translation>
    </message>
    <message>
        <source>⚠ Breaks the rules: {problems}</source>
        <translation>⚠ Verstößt gegen die Regeln: {problems}</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>“{profile}” is not in this campaign&apos;s rules</source>
        <translation>„{profile}“ steht nicht in den Regeln dieser Kampagne</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>{earned} XP earned, {spent} spent, {left} left</source>
        <translation>{earned} EP gesammelt, {spent} ausgegeben, {left} übrig</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Games {games} · Wins {wins} · Kills {kills} · Injuries {injuries}</source>
        <translation>Spiele {games} · Siege {wins} · Tötungen {kills} · Verletzungen {injuries}</translation>
    </message>
    <message>
        <source>Yes: {actions} actions, may give orders</source>
        <translation>Ja: {actions} Aktionen, darf Befehle erteilen</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Lasting injuries</source>
        <translation>Bleibende Verletzungen</translation>
    </message>
    <message>
        <source>{dice} lost (counted above)</source>
        <translation>{dice} verloren (oben eingerechnet)</translation>
    </message>
    <message>
        <source>Damage bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>Against his foes</source>
        <translation>Gegen seine Feinde</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nichts Besonderes</translation>
    </message>
    <message numerus="yes">
        <source>%n attack die(s)</source>
        <translation>
            <numerusform>%n Angriffswürfel</numerusform>
            <numerusform>%n Angriffswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend die(s)</source>
        <translation>
            <numerusform>%n Verteidigungswürfel</numerusform>
            <numerusform>%n Verteidigungswürfel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubQueue</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>What waits</source>
        <translation>Was wartet</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>Game {number}: {sides}</source>
        <translation>Spiel {number}: {sides}</translation>
    </message>
    <message>
        <source>Nothing: it waits for the other side</source>
        <translation>Nichts: Es wartet auf die andere Seite</translation>
    </message>
    <message>
        <source>Waiting on the club server</source>
        <translation>Wartet auf dem Vereinsserver</translation>
    </message>
    <message>
        <source>Reports waiting, disputes and games at the table, with who and since when; Enter on a row takes the step it says.</source>
        <translation>Wartende Meldungen, Widersprüche und Spiele am Spieltisch, mit wem und seit wann; die Eingabetaste auf einer Zeile tut den genannten Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting on the club server: %n item(s)</source>
        <translation>
            <numerusform>Wartet auf dem Vereinsserver: %n Eintrag</numerusform>
            <numerusform>Wartet auf dem Vereinsserver: %n Einträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{kind} files (*{suffix});;{every}</source>
        <translation>{kind}-Dateien (*{suffix});;{every}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Muster hit an unexpected error. Your saved data is safe: every change is written in one transaction, so the last action was either saved whole or not at all.

Please copy the details below into a bug report.</source>
        <translation>Muster ist auf einen unerwarteten Fehler gestoßen. Ihre gespeicherten Daten sind sicher: Jede Änderung wird in einer einzigen Transaktion geschrieben, die letzte Aktion wurde also entweder ganz oder gar nicht gespeichert.

Bitte kopieren Sie die Details unten in einen Fehlerbericht.</translation>
    </message>
    <message>
        <source>muster: error: {message}</source>
        <translation>muster: Fehler: {message}</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo: {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>Redo: {what}</source>
        <translation>Wiederholen: {what}</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Noch nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing undone to redo</source>
        <translation>Nichts rückgängig Gemachtes zu wiederholen</translation>
    </message>
</context>
<context>
    <name>Exchange</name>
    <message>
        <source>Muster campaigns (*.json);;All files (*)</source>
        <translation>Muster-Kampagnen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>campaign</source>
        <comment>the file name of a campaign without a name</comment>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Export campaign</source>
        <translation>Kampagne exportieren</translation>
    </message>
    <message>
        <source>The campaign was not exported: {problem}</source>
        <translation>Die Kampagne wurde nicht exportiert: {problem}</translation>
    </message>
    <message>
        <source>Exported “{campaign}” to {path}</source>
        <translation>„{campaign}“ nach {path} exportiert</translation>
    </message>
    <message>
        <source>Exporting “{campaign}”…</source>
        <translation>„{campaign}“ wird exportiert…</translation>
    </message>
    <message>
        <source>Import campaign</source>
        <translation>Kampagne importieren</translation>
    </message>
    <message>
        <source>Import the campaign file “{file}” into this database as a new campaign?</source>
        <translation>Die Kampagnendatei „{file}“ als neue Kampagne in diese Datenbank importieren?</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>import campaign “{campaign}”</source>
        <translation>Kampagne „{campaign}“ importieren</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>{file} wird importiert…</translation>
    </message>
    <message>
        <source>{file} was not imported. {problem}</source>
        <translation>{file} wurde nicht importiert. {problem}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>A4</source>
        <translation>DIN A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>Paper si&amp;ze</source>
        <translation>Papier&amp;format</translation>
    </message>
    <message>
        <source>rosters</source>
        <comment>the file name of every roster&apos;s sheets</comment>
        <translation>Aufstellungen</translation>
    </message>
    <message>
        <source>Export roster</source>
        <translation>Aufstellung exportieren</translation>
    </message>
    <message>
        <source>Export all rosters</source>
        <translation>Alle Aufstellungen exportieren</translation>
    </message>
    <message>
        <source>Printing the roster sheets…</source>
        <translation>Die Aufstellungsbögen werden gedruckt…</translation>
    </message>
    <message>
        <source>{warband} cards</source>
        <comment>a file name</comment>
        <translation>{warband} Karten</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>a file name</comment>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Export warrior cards</source>
        <translation>Kriegerkarten exportieren</translation>
    </message>
    <message>
        <source>Printing the warrior cards…</source>
        <translation>Die Kriegerkarten werden gedruckt…</translation>
    </message>
    <message>
        <source>game {number}</source>
        <comment>in a file name</comment>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Export game-night pack</source>
        <translation>Spielabend-Paket exportieren</translation>
    </message>
    <message>
        <source>Printing the game-night pack…</source>
        <translation>Das Spielabend-Paket wird gedruckt…</translation>
    </message>
    <message>
        <source>The PDF was saved as {path}, but no program could open it.</source>
        <translation>Das PDF wurde als {path} gespeichert, aber kein Programm konnte es öffnen.</translation>
    </message>
    <message>
        <source>Saved {path} ({paper}).</source>
        <translation>{path} gespeichert ({paper}).</translation>
    </message>
    <message>
        <source>Publish as web pages: choose a folder for the pages</source>
        <translation>Als Webseiten veröffentlichen: Wählen Sie einen Ordner für die Seiten</translation>
    </message>
    <message>
        <source>Publish as web pages</source>
        <translation>Als Webseiten veröffentlichen</translation>
    </message>
    <message>
        <source>The pages were published in {folder}, but no browser could open them.</source>
        <translation>Die Seiten wurden in {folder} veröffentlicht, aber kein Browser konnte sie öffnen.</translation>
    </message>
    <message>
        <source>Publishing “{campaign}” as web pages…</source>
        <translation>„{campaign}“ wird als Webseiten veröffentlicht…</translation>
    </message>
</context>
<context>
    <name>GameLogView</name>
    <message>
        <source>The game, turn by turn</source>
        <translation>Das Spiel, Zug um Zug</translation>
    </message>
    <message>
        <source>The selected game&apos;s log as it was tracked at the table, one line each change, oldest first.</source>
        <translation>Das Protokoll des gewählten Spiels, wie es am Spieltisch festgehalten wurde, eine Zeile je Änderung, das Älteste zuerst.</translation>
    </message>
    <message>
        <source>This game&apos;s log</source>
        <translation>Das Protokoll dieses Spiels</translation>
    </message>
    <message>
        <source>Play a game at the table (Games ▸ Play this game…) and its log shows here.</source>
        <translation>Spielen Sie ein Spiel am Spieltisch (Spiele ▸ Dieses Spiel spielen…), dann erscheint hier sein Protokoll.</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>Folgt auf</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Punktelimit</translation>
    </message>
    <message>
        <source>Played over the points limit: {who}</source>
        <translation>Über dem Punktelimit gespielt: {who}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>{limit}, played over</source>
        <translation>{limit}, überschritten</translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message>
        <source>No games yet. Set one up with “New game…”.</source>
        <translation>Noch keine Spiele. Setzen Sie eines mit „Neues Spiel…“ an.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>The campaign&apos;s games by number, with scenario, sides and result; the window&apos;s game actions act on the selected one.</source>
        <translation>Die Spiele der Kampagne nach Nummer, mit Szenario, Seiten und Ergebnis; die Spielaktionen des Fensters wirken auf das gewählte.</translation>
    </message>
    <message>
        <source>Campaign story: linked games</source>
        <translation>Kampagne: verknüpfte Spiele</translation>
    </message>
    <message>
        <source>The campaign&apos;s games</source>
        <translation>Die Spiele der Kampagne</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>corrected on {date}</source>
        <translation>korrigiert am {date}</translation>
    </message>
    <message>
        <source>The warband</source>
        <translation>Die Kriegerschar</translation>
    </message>
    <message>
        <source>{text}
(Superseded: {corrected}.)</source>
        <translation>{text}
(Ersetzt: {corrected}.)</translation>
    </message>
</context>
<context>
    <name>Leaderboards</name>
    <message>
        <source>Most kills</source>
        <translation>Meiste Tötungen</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Enemies killed in recorded games</source>
        <translation>In eingetragenen Spielen getötete Feinde</translation>
    </message>
    <message>
        <source>Characters ranked by enemies killed in recorded games, best first.</source>
        <translation>Charaktere nach in eingetragenen Spielen getöteten Feinden, die Besten zuerst.</translation>
    </message>
    <message>
        <source>Most games</source>
        <translation>Meiste Spiele</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Recorded games played</source>
        <translation>Gespielte eingetragene Spiele</translation>
    </message>
    <message>
        <source>Characters ranked by recorded games played, best first.</source>
        <translation>Charaktere nach gespielten eingetragenen Spielen, die Besten zuerst.</translation>
    </message>
    <message>
        <source>Longest-lived</source>
        <translation>Langlebigste</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <source>Recorded games played and lived through</source>
        <translation>Eingetragene Spiele, gespielt und überlebt</translation>
    </message>
    <message>
        <source>Characters ranked by recorded games played and lived through, best first.</source>
        <translation>Charaktere nach eingetragenen Spielen, die sie gespielt und überlebt haben, die Besten zuerst.</translation>
    </message>
    <message>
        <source>Most XP</source>
        <translation>Meiste EP</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Experience earned in recorded games (K6)</source>
        <translation>In eingetragenen Spielen gesammelte Erfahrung (K6)</translation>
    </message>
    <message>
        <source>Characters ranked by experience earned, best first.</source>
        <translation>Charaktere nach gesammelter Erfahrung, die Besten zuerst.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Schar</translation>
    </message>
    <message>
        <source>{name} (dead)</source>
        <translation>{name} (tot)</translation>
    </message>
</context>
<context>
    <name>LiveUpdates</name>
    <message>
        <source>Lost the connection to the club server; retrying…</source>
        <translation>Verbindung zum Vereinsserver verloren; neuer Versuch…</translation>
    </message>
    <message>
        <source>Watching: another Muster is playing this game; this tracker follows it.</source>
        <translation>Nur zuschauen: Ein anderes Muster spielt dieses Spiel; dieser Spieltisch verfolgt es.</translation>
    </message>
</context>
<context>
    <name>LogTableModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>corrected on {date}</source>
        <translation>korrigiert am {date}</translation>
    </message>
    <message>
        <source>{text}
(Superseded: {corrected}.)</source>
        <translation>{text}
(Ersetzt: {corrected}.)</translation>
    </message>
    <message>
        <source>The campaign</source>
        <translation>Die Kampagne</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Club server: {server} — {role}</source>
        <translation>Vereinsserver: {server} — {role}</translation>
    </message>
    <message>
        <source>Club server: {server}</source>
        <translation>Vereinsserver: {server}</translation>
    </message>
    <message>
        <source>Database: {database}</source>
        <translation>Datenbank: {database}</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>  Ca&amp;mpaign: </source>
        <translation>  Ka&amp;mpagne: </translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Aufstellung</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>S&amp;tandings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Welcome to Muster</source>
        <translation>Willkommen bei Muster</translation>
    </message>
    <message>
        <source>Start a campaign of The Beastrider Wars or Caliburn&apos;s Wrath, look around in
the demo campaigns first, or join your club&apos;s campaigns on its server.</source>
        <translation>Beginnen Sie eine Kampagne von The Beastrider Wars oder Caliburn&apos;s Wrath, sehen Sie sich zuerst
in den Demo-Kampagnen um, oder machen Sie bei den Kampagnen Ihres Vereins auf seinem Server mit.</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>Open the &amp;demo campaigns</source>
        <translation>&amp;Demo-Kampagnen öffnen</translation>
    </message>
    <message>
        <source>One campaign of each game, played for a few weeks; delete it any time</source>
        <translation>Je eine Kampagne jedes Spiels, einige Wochen lang gespielt; jederzeit löschbar</translation>
    </message>
    <message>
        <source>Connect to a club ser&amp;ver…</source>
        <translation>Mit einem &amp;Vereinsserver verbinden…</translation>
    </message>
    <message>
        <source>Work on the club&apos;s campaigns on a PostgreSQL server, shared with the other players</source>
        <translation>An den Kampagnen des Vereins auf einem PostgreSQL-Server arbeiten, gemeinsam mit den anderen Spielern</translation>
    </message>
    <message>
        <source>You can still open {campaigns}, from the Campaign list.</source>
        <translation>Sie können weiterhin {campaigns} öffnen, über die Kampagnenliste.</translation>
    </message>
    <message>
        <source>You are in no other campaign on this server: ask an organiser to add you, or open a file on this computer (Campaign ▸ Open local file…).</source>
        <translation>Sie sind in keiner anderen Kampagne auf diesem Server: Bitten Sie einen Organisator, Sie hinzuzufügen, oder öffnen Sie eine Datei auf diesem Computer (Kampagne ▸ Lokale Datei öffnen…).</translation>
    </message>
    <message>
        <source>An organiser removed you from {campaign}: its warbands and games are no longer shown to you. {still}</source>
        <translation>Ein Organisator hat Sie aus {campaign} entfernt: Ihre Kriegerscharen und Spiele werden Ihnen nicht mehr gezeigt. {still}</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <source>Create a new campaign database here</source>
        <translation>Hier eine neue Kampagnen-Datenbank anlegen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Muster&apos;s database is empty</source>
        <translation>Musters Datenbank ist leer</translation>
    </message>
    <message>
        <source>Muster&apos;s database file is empty, so it holds no campaign:

{problem}</source>
        <translation>Musters Datenbankdatei ist leer und enthält daher keine Kampagne:

{problem}</translation>
    </message>
    <message>
        <source>Muster can create a new campaign database in its place. If your campaigns should be in this file, cancel and look for a backup first (in the backups folder beside it).</source>
        <translation>Muster kann an ihrer Stelle eine neue Kampagnen-Datenbank anlegen. Sollten Ihre Kampagnen in dieser Datei sein, brechen Sie ab und suchen Sie zuerst nach einer Sicherung (im Sicherungsordner daneben).</translation>
    </message>
    <message>
        <source>Muster can create a new campaign database in its place. If your campaigns should be in this file, quit and look for a backup first (in the backups folder beside it).</source>
        <translation>Muster kann an ihrer Stelle eine neue Kampagnen-Datenbank anlegen. Sollten Ihre Kampagnen in dieser Datei sein, beenden Sie Muster und suchen Sie zuerst nach einer Sicherung (im Sicherungsordner daneben).</translation>
    </message>
    <message>
        <source>Muster cannot open its database</source>
        <translation>Muster kann seine Datenbank nicht öffnen</translation>
    </message>
    <message>
        <source>Muster could not open its database:

{problem}

Nothing was changed. You can start Muster on another file with `python main.py --db PATH`.</source>
        <translation>Muster konnte seine Datenbank nicht öffnen:

{problem}

Es wurde nichts geändert. Mit `python main.py --db PATH` können Sie Muster mit einer anderen Datei starten.</translation>
    </message>
    <message>
        <source>Muster could not open {path}:

{problem}

Nothing was changed: the window still shows {database}.</source>
        <translation>Muster konnte {path} nicht öffnen:

{problem}

Es wurde nichts geändert: Das Fenster zeigt weiterhin {database}.</translation>
    </message>
    <message>
        <source>Muster cannot open this file</source>
        <translation>Muster kann diese Datei nicht öffnen</translation>
    </message>
    <message>
        <source>The automatic backup failed: {problem}</source>
        <translation>Die automatische Sicherung ist fehlgeschlagen: {problem}</translation>
    </message>
</context>
<context>
    <name>OutcomeTable</name>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Counted from the victims&apos; “by whom”</source>
        <translation>Gezählt aus dem „durch wen“ der Opfer</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>The experience he earns if the game is recorded as it stands (K6)</source>
        <translation>Die Erfahrung, die er erhält, wenn das Spiel so eingetragen wird (K6)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>{name} carries no shield.</source>
        <translation>{name} trägt keinen Schild.</translation>
    </message>
    <message>
        <source>{name} carries no {item}.</source>
        <translation>{name} trägt kein {item}.</translation>
    </message>
</context>
<context>
    <name>PostBattle</name>
    <message>
        <source>The wound that killed {victim} is now {after}&apos;s, not {before}&apos;s: their wounds inflicted changed with it (B1).</source>
        <translation>Die Wunde, die {victim} tötete, ist jetzt die von {after}, nicht die von {before}: ihre zugefügten Wunden haben sich mit ihr geändert (B1).</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>sie ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>muster: warning: {path} is ignored ({reason}): Muster follows the system&apos;s language until the Preferences are saved again</source>
        <translation>muster: Warnung: {path} wird übergangen ({reason}): Muster folgt der Sprache des Systems, bis die Einstellungen erneut gespeichert werden</translation>
    </message>
</context>
<context>
    <name>RosterCards</name>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Dead: out of the campaign for good (K2)</source>
        <translation>Tot: endgültig aus der Kampagne ausgeschieden (K2)</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Im Ruhestand</translation>
    </message>
    <message>
        <source>Retired: kept on the books, plays no games</source>
        <translation>Im Ruhestand: bleibt in der Liste, spielt keine Spiele</translation>
    </message>
    <message>
        <source>Injured</source>
        <translation>Verletzt</translation>
    </message>
    <message>
        <source>Breaks a rule</source>
        <translation>Regelverstoß</translation>
    </message>
    <message>
        <source>Lasting injuries: {injuries}</source>
        <translation>Bleibende Verletzungen: {injuries}</translation>
    </message>
    <message>
        <source>How far he runs or charges, in inches</source>
        <translation>Wie weit er rennt oder einen Sturmangriff macht, in Zoll</translation>
    </message>
    <message>
        <source>How far he moves, in inches</source>
        <translation>Wie weit er sich bewegt, in Zoll</translation>
    </message>
    <message>
        <source>The dice he rolls in a fight</source>
        <translation>Die Würfel, die er im Kampf wirft</translation>
    </message>
    <message>
        <source>His own gold, unspent</source>
        <translation>Sein eigenes Gold, nicht ausgegeben</translation>
    </message>
    <message>
        <source>His bow&apos;s range, in inches</source>
        <translation>Die Reichweite seines Bogens, in Zoll</translation>
    </message>
    <message>
        <source>His crossbow&apos;s range, in inches</source>
        <translation>Die Reichweite seiner Armbrust, in Zoll</translation>
    </message>
    <message>
        <source>His experience (K6): what he has left to spend on advances</source>
        <translation>Seine Erfahrung (K6): was er noch für Aufstiege ausgeben kann</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>XP: {xp}</source>
        <translation>EP: {xp}</translation>
    </message>
    <message>
        <source>No kit</source>
        <translation>Keine Ausrüstung</translation>
    </message>
    <message>
        <source>Roster cards</source>
        <translation>Aufstellungskarten</translation>
    </message>
    <message>
        <source>The selected warband&apos;s warriors as cards; the arrow keys move between them, Enter opens his kit.</source>
        <translation>Die Krieger der gewählten Kriegerschar als Karten; die Pfeiltasten wechseln zwischen ihnen, Enter öffnet seine Ausrüstung.</translation>
    </message>
</context>
<context>
    <name>RosterFilter</name>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>The living</source>
        <translation>Die Lebenden</translation>
    </message>
    <message>
        <source>Able to play</source>
        <translation>Spielfähig</translation>
    </message>
    <message>
        <source>The dead</source>
        <translation>Die Toten</translation>
    </message>
    <message>
        <source>The retired</source>
        <translation>Im Ruhestand</translation>
    </message>
    <message>
        <source>Find by name, profile or kit</source>
        <translation>Nach Name, Profil oder Ausrüstung suchen</translation>
    </message>
    <message>
        <source>Find warriors</source>
        <translation>Krieger suchen</translation>
    </message>
    <message>
        <source>Warriors shown</source>
        <translation>Gezeigte Krieger</translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} von {total}</translation>
    </message>
    <message>
        <source>{shown} of the warband&apos;s {total} characters shown</source>
        <translation>{shown} der {total} Charaktere der Kriegerschar gezeigt</translation>
    </message>
</context>
<context>
    <name>RosterTab</name>
    <message>
        <source>This warband</source>
        <translation>Diese Kriegerschar</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Dieser Charakter</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Kriegerscharen</translation>
    </message>
    <message>
        <source>The campaign&apos;s warbands with their players; the roster shows the selected one&apos;s characters.</source>
        <translation>Die Kriegerscharen der Kampagne mit ihren Spielern; die Aufstellung zeigt die Charaktere der gewählten.</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>The selected warband&apos;s characters with their profile, figures and kit; the panel beside it shows the selected one.</source>
        <translation>Die Charaktere der gewählten Kriegerschar mit Profil, Werten und Ausrüstung; die Ansicht daneben zeigt den gewählten.</translation>
    </message>
    <message>
        <source>Options and upgrades…</source>
        <translation>Optionen und Steigerungen…</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Each warrior as a card: figures, kit, specials, badges</source>
        <translation>Jeder Krieger als Karte: Werte, Ausrüstung, Sonderregeln, Abzeichen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>The roster as a table, a warrior a row</source>
        <translation>Die Aufstellung als Liste, ein Krieger je Zeile</translation>
    </message>
    <message>
        <source>The campaign&apos;s warbands</source>
        <translation>Die Kriegerscharen der Kampagne</translation>
    </message>
    <message>
        <source>Roster: {unreadable}</source>
        <translation>Aufstellung: {unreadable}</translation>
    </message>
    <message>
        <source>This warband&apos;s roster</source>
        <translation>Die Aufstellung dieser Kriegerschar</translation>
    </message>
    <message>
        <source>Roster of {warband} ({player})</source>
        <translation>Aufstellung von {warband} ({player})</translation>
    </message>
    <message>
        <source>Roster of {warband}</source>
        <translation>Aufstellung von {warband}</translation>
    </message>
    <message>
        <source>No warriors yet: recruit the first with Recruit… ({keys}).</source>
        <translation>Noch keine Krieger: Werben Sie den ersten mit Anwerben… ({keys}) an.</translation>
    </message>
    <message>
        <source>This campaign has no warbands yet: add the first with New… under the warbands ({keys}), then recruit its warriors.</source>
        <translation>Diese Kampagne hat noch keine Kriegerscharen: Legen Sie die erste mit Neu… unter den Kriegerscharen an ({keys}) und werben Sie dann ihre Krieger an.</translation>
    </message>
</context>
<context>
    <name>RosterTableModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Key stats</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Kit</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Caliburn&apos;s Wrath: points, combat dice, M move, R run, P protection. The Beastrider Wars: M movement, T toughness, A attack dice, D defend dice.</source>
        <translation>Caliburn&apos;s Wrath: Punkte, Kampfwürfel, B Bewegung, R Rennen, S Schutz. The Beastrider Wars: B Bewegung, Z Zähigkeit, A Angriffswürfel, V Verteidigungswürfel.</translation>
    </message>
    <message>
        <source>Gold left unspent</source>
        <translation>Nicht ausgegebenes Gold</translation>
    </message>
    <message>
        <source>Experience (K6): XP left to spend; earned and spent on hover</source>
        <translation>Erfahrung (K6): übrige EP zum Ausgeben; gesammelt und ausgegeben beim Darüberfahren</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>This character</source>
        <translation>Dieser Charakter</translation>
    </message>
    <message>
        <source>{value} (dead: kept in the campaign&apos;s history)</source>
        <translation>{value} (tot: bleibt in der Chronik der Kampagne)</translation>
    </message>
    <message>
        <source>Breaks the rules:
{problems}</source>
        <translation>Verstößt gegen die Regeln:
{problems}</translation>
    </message>
</context>
<context>
    <name>Screenshots</name>
    <message>
        <source>Connected to muster on club.example.org: it holds 3 campaigns.</source>
        <translation>Verbunden mit muster auf club.example.org: die Datenbank enthält 3 Kampagnen.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Main window</source>
        <translation>Hauptfenster</translation>
    </message>
    <message>
        <source>Every dialog</source>
        <translation>Jeder Dialog</translation>
    </message>
    <message>
        <source>Recording a game</source>
        <translation>Ein Spiel eintragen</translation>
    </message>
    <message>
        <source>Alt+R, Alt+G, Alt+T</source>
        <translation>Alt+A, Alt+S, Alt+T</translation>
    </message>
    <message>
        <source>Show the Roster, Games or Standings tab</source>
        <translation>Den Reiter Aufstellung, Spiele oder Tabelle zeigen</translation>
    </message>
    <message>
        <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
        <translation>Strg+Tab, Strg+Umschalt+Tab</translation>
    </message>
    <message>
        <source>Show the next or the previous tab</source>
        <translation>Den nächsten oder den vorigen Reiter zeigen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Go to the next or the previous field or button</source>
        <translation>Zum nächsten oder vorigen Feld oder Knopf gehen</translation>
    </message>
    <message>
        <source>Alt + the underlined letter</source>
        <translation>Alt + der unterstrichene Buchstabe</translation>
    </message>
    <message>
        <source>Go to that field, or press that button</source>
        <translation>Zu diesem Feld gehen oder diesen Knopf drücken</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close it without saving what was not saved yet</source>
        <translation>Ihn schließen, ohne zu speichern, was noch nicht gespeichert ist</translation>
    </message>
    <message>
        <source>Every table</source>
        <translation>Jede Tabelle</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move within the table (Tab moves on out of it)</source>
        <translation>Sich in der Tabelle bewegen (Tab verlässt sie)</translation>
    </message>
    <message>
        <source>Shop, Options and upgrades</source>
        <translation>Laden, Optionen und Steigerungen</translation>
    </message>
    <message>
        <source>The Undo and Redo keys (Edit menu)</source>
        <translation>Die Tasten für Rückgängig und Wiederholen (Menü Bearbeiten)</translation>
    </message>
    <message>
        <source>Undo or redo what was done in the dialog</source>
        <translation>Rückgängig machen oder wiederholen, was im Dialog getan wurde</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Edit the current cell (it never records the game)</source>
        <translation>Die aktuelle Zelle bearbeiten (trägt das Spiel nie ein)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Tick or untick the current box</source>
        <translation>Das aktuelle Kästchen an- oder abhaken</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Strg+Enter</translation>
    </message>
    <message>
        <source>Record the game, or save the correction</source>
        <translation>Das Spiel eintragen oder die Korrektur speichern</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>League table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Each warband&apos;s games won, drawn and lost, and its league points, best first.</source>
        <translation>Die gewonnenen, unentschiedenen und verlorenen Spiele jeder Kriegerschar und ihre Ligapunkte, die Beste zuerst.</translation>
    </message>
    <message>
        <source>League points chart</source>
        <translation>Diagramm der Ligapunkte</translation>
    </message>
    <message>
        <source>Each warband&apos;s league points after each game; the league table above has the figures.</source>
        <translation>Die Ligapunkte jeder Kriegerschar nach jedem Spiel; die Tabelle darüber enthält die Zahlen.</translation>
    </message>
    <message>
        <source>League &amp;points</source>
        <translation>&amp;Ligapunkte</translation>
    </message>
    <message>
        <source>&amp;Leaderboards</source>
        <translation>Beste&amp;nlisten</translation>
    </message>
    <message>
        <source>League points after each game</source>
        <translation>Ligapunkte nach jedem Spiel</translation>
    </message>
    <message>
        <source>The standings</source>
        <translation>Die Tabelle</translation>
    </message>
    <message>
        <source>{games} {win} a win, {draw} a draw.</source>
        <translation>{games} {win} für einen Sieg, {draw} für ein Unentschieden.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded game(s).</source>
        <translation>
            <numerusform>%n eingetragenes Spiel.</numerusform>
            <numerusform>%n eingetragene Spiele.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>No recorded games yet.</source>
        <translation>Noch keine eingetragenen Spiele.</translation>
    </message>
    <message>
        <source>The warbands selected in the league table: {shown} of {total}.</source>
        <translation>Die in der Tabelle gewählten Kriegerscharen: {shown} von {total}.</translation>
    </message>
    <message>
        <source>The top {shown} of {total} warbands. Select warbands in the league table (Ctrl+click for several) to draw theirs.</source>
        <translation>Die besten {shown} von {total} Kriegerscharen. Wählen Sie Kriegerscharen in der Tabelle (Strg+Klick für mehrere), um ihre zu zeichnen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentsch.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Verlorene Spiele</translation>
    </message>
    <message>
        <source>Enemies its characters killed</source>
        <translation>Von ihren Charakteren getötete Feinde</translation>
    </message>
    <message>
        <source>Its own characters killed</source>
        <translation>Getötete eigene Charaktere</translation>
    </message>
    <message>
        <source>{win} a win, {draw} a draw</source>
        <translation>{win} für einen Sieg, {draw} für ein Unentschieden</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Im Ruhestand</translation>
    </message>
</context>
<context>
    <name>StoryModel</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>Folgt auf</translation>
    </message>
    <message>
        <source>Scenario and result</source>
        <translation>Szenario und Ergebnis</translation>
    </message>
    <message>
        <source>begins a story</source>
        <translation>beginnt eine Geschichte</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>{scenario} — {result}</source>
        <translation>{scenario} — {result}</translation>
    </message>
    <message>
        <source>{sides}. Followed by game {games}</source>
        <translation>{sides}. Darauf folgt Spiel {games}</translation>
    </message>
    <message>
        <source>Campaign story</source>
        <translation>Kampagnengeschichte</translation>
    </message>
    <message>
        <source>The linked games in the order they were played, each story from its first game; each says which game it follows.</source>
        <translation>Die verknüpften Spiele in der Reihenfolge, in der sie gespielt wurden, jede Geschichte ab ihrem ersten Spiel; jedes sagt, auf welches Spiel es folgt.</translation>
    </message>
</context>
<context>
    <name>Switching</name>
    <message>
        <source>New campaign database</source>
        <translation>Neue Kampagnen-Datenbank</translation>
    </message>
    <message>
        <source>There is no database at {path} yet. Create a new, empty campaign database there?</source>
        <translation>Unter {path} gibt es noch keine Datenbank. Dort eine neue, leere Kampagnen-Datenbank anlegen?</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
</context>
<context>
    <name>TriedKeys</name>
    <message>
        <source>{action}: {why}</source>
        <translation>{action}: {why}</translation>
    </message>
</context>
<context>
    <name>Unreadable</name>
    <message>
        <source>unreadable (bad value in the database)</source>
        <translation>unlesbar (ungültiger Wert in der Datenbank)</translation>
    </message>
    <message>
        <source>Database ▸ Check… (or `python main.py check --repair`) repairs what it can.</source>
        <translation>Kampagne ▸ Datenbank prüfen… (oder `python main.py check --repair`) repariert, was sich reparieren lässt.</translation>
    </message>
    <message>
        <source>The database check</source>
        <comment>how the models&apos; sentence pointing to the check begins</comment>
        <translation>Die Datenbankprüfung</translation>
    </message>
    <message>
        <source>{what}: {unreadable}. {why} {repair}</source>
        <translation>{what}: {unreadable}. {why} {repair}</translation>
    </message>
</context>
<context>
    <name>WarbandTableModel</name>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>Able to play</source>
        <translation>Spielfähig</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>S–U–N</translation>
    </message>
    <message>
        <source>Characters able to play, of those on the books</source>
        <translation>Spielfähige Charaktere von allen in der Liste</translation>
    </message>
    <message>
        <source>Profile points of the characters able to play</source>
        <translation>Profilpunkte der spielfähigen Charaktere</translation>
    </message>
    <message>
        <source>Gold left unspent by the characters able to play</source>
        <translation>Von den spielfähigen Charakteren nicht ausgegebenes Gold</translation>
    </message>
    <message>
        <source>Games won, drawn and lost</source>
        <translation>Gewonnene, unentschiedene und verlorene Spiele</translation>
    </message>
    <message>
        <source>This warband</source>
        <translation>Diese Kriegerschar</translation>
    </message>
    <message>
        <source>{able} of {total}</source>
        <translation>{able} von {total}</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>{warband}, played by {player}</source>
        <translation>{warband}, gespielt von {player}</translation>
    </message>
    <message>
        <source>{able} of its {total} characters are able to play</source>
        <translation>{able} ihrer {total} Charaktere sind spielfähig</translation>
    </message>
    <message>
        <source>{points} points able to play</source>
        <translation>{points} spielfähige Punkte</translation>
    </message>
    <message>
        <source>{gold} gp unspent</source>
        <translation>{gold} GS übrig</translation>
    </message>
    <message>
        <source>{gold} gp unspent; in the stash: {stash}</source>
        <translation>{gold} GS nicht ausgegeben; im Vorrat: {stash}</translation>
    </message>
    <message>
        <source>Won {won}, drawn {drawn}, lost {lost}</source>
        <translation>Gewonnen {won}, unentschieden {drawn}, verloren {lost}</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>{question}

You can undo this with Edit ▸ Undo.</source>
        <translation>{question}

Sie können das mit Bearbeiten ▸ Rückgängig rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Rename campaign</source>
        <translation>Kampagne umbenennen</translation>
    </message>
    <message>
        <source>Delete campaign</source>
        <translation>Kampagne löschen</translation>
    </message>
    <message>
        <source>Delete the campaign “{campaign}” with all its warbands, characters, games and history?

You can undo this with Edit ▸ Undo.</source>
        <translation>Die Kampagne „{campaign}“ mit all ihren Kriegerscharen, Charakteren, Spielen und ihrer Chronik löschen?

Sie können das mit Bearbeiten ▸ Rückgängig rückgängig machen.</translation>
    </message>
    <message>
        <source>delete campaign “{campaign}”</source>
        <translation>Kampagne „{campaign}“ löschen</translation>
    </message>
    <message>
        <source>create the demo campaigns</source>
        <translation>Demo-Kampagnen anlegen</translation>
    </message>
    <message>
        <source>Delete warband</source>
        <translation>Kriegerschar löschen</translation>
    </message>
    <message>
        <source>Delete the warband “{warband}” with all its characters and their history?</source>
        <translation>Die Kriegerschar „{warband}“ mit all ihren Charakteren und deren Chronik löschen?</translation>
    </message>
    <message>
        <source>delete warband “{warband}”</source>
        <translation>Kriegerschar „{warband}“ löschen</translation>
    </message>
    <message>
        <source>Rename character</source>
        <translation>Charakter umbenennen</translation>
    </message>
    <message>
        <source>move {name} up</source>
        <translation>{name} nach oben schieben</translation>
    </message>
    <message>
        <source>move {name} down</source>
        <translation>{name} nach unten schieben</translation>
    </message>
    <message>
        <source>reinstate {name}</source>
        <translation>{name} zurückholen</translation>
    </message>
    <message>
        <source>retire {name}</source>
        <translation>{name} in den Ruhestand versetzen</translation>
    </message>
    <message>
        <source>Delete character</source>
        <translation>Charakter löschen</translation>
    </message>
    <message>
        <source>Delete {name} and his history for good? Games he played keep his name.

A dead or retired character can stay on the roster instead.</source>
        <translation>{name} und seine Chronik endgültig löschen? Spiele, die er gespielt hat, behalten seinen Namen.

Ein toter Charakter oder einer im Ruhestand kann stattdessen in der Aufstellung bleiben.</translation>
    </message>
    <message>
        <source>delete {name}</source>
        <translation>{name} löschen</translation>
    </message>
    <message>
        <source>Discard report</source>
        <translation>Meldung zurückziehen</translation>
    </message>
    <message>
        <source>Take back the report of game {number}?</source>
        <translation>Die Meldung zu Spiel {number} zurückziehen?</translation>
    </message>
    <message>
        <source>Delete game {number}? It has not been recorded. It is being played at the table: its log goes with it.</source>
        <translation>Spiel {number} löschen? Es ist nicht eingetragen. Es wird gerade am Spieltisch gespielt: Sein Protokoll wird mit gelöscht.</translation>
    </message>
    <message>
        <source>Delete game {number}? It has not been recorded.</source>
        <translation>Spiel {number} löschen? Es ist nicht eingetragen.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>delete game {number}</source>
        <translation>Spiel {number} löschen</translation>
    </message>
</context>
<context>
    <name>WindowState</name>
    <message>
        <source>Only the campaign&apos;s organisers can rename the campaign</source>
        <translation>Nur die Organisatoren der Kampagne können die Kampagne umbenennen</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can delete the campaign</source>
        <translation>Nur die Organisatoren der Kampagne können die Kampagne löschen</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can change the campaign&apos;s settings</source>
        <translation>Nur die Organisatoren der Kampagne können ihre Einstellungen ändern</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can add warbands</source>
        <translation>Nur die Organisatoren der Kampagne können Kriegerscharen hinzufügen</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can delete warbands</source>
        <translation>Nur die Organisatoren der Kampagne können Kriegerscharen löschen</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers and players can set up games</source>
        <translation>Nur die Organisatoren und Spieler der Kampagne können Spiele ansetzen</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can change games</source>
        <translation>Nur die Organisatoren der Kampagne können Spiele ändern</translation>
    </message>
    <message>
        <source>Only the game&apos;s players and the campaign&apos;s organisers can report this game</source>
        <translation>Nur die Spieler des Spiels und die Organisatoren der Kampagne können dieses Spiel melden</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s organisers can delete games</source>
        <translation>Nur die Organisatoren der Kampagne können Spiele löschen</translation>
    </message>
    <message>
        <source>{name}&apos;s profile “{profile}” is not in this campaign&apos;s rules any more: add it back under Campaign settings ▸ Profiles.</source>
        <translation>Das Profil „{profile}“ von {name} steht nicht mehr in den Regeln dieser Kampagne: Fügen Sie es unter Kampagneneinstellungen ▸ Profile wieder hinzu.</translation>
    </message>
    <message>
        <source>Reports are for campaigns on a club server: in a file, record the game</source>
        <translation>Meldungen gibt es für Kampagnen auf einem Vereinsserver: In einer Datei tragen Sie das Spiel ein</translation>
    </message>
    <message>
        <source>Select a game first</source>
        <translation>Wählen Sie zuerst ein Spiel</translation>
    </message>
    <message>
        <source>The game has no report waiting: report its outcome first</source>
        <translation>Zu diesem Spiel wartet keine Meldung: Melden Sie zuerst sein Ergebnis</translation>
    </message>
    <message>
        <source>Only the game&apos;s players and the campaign&apos;s organisers can do that</source>
        <translation>Das können nur die Spieler des Spiels und die Organisatoren der Kampagne</translation>
    </message>
    <message>
        <source>Only its reporter or an organiser can discard it</source>
        <translation>Nur ihr Absender oder ein Organisator kann sie zurückziehen</translation>
    </message>
    <message>
        <source>The other side confirms or disputes a report, not its reporter</source>
        <translation>Eine Meldung bestätigt oder bestreitet die andere Seite, nicht ihr Absender</translation>
    </message>
    <message>
        <source>The report is disputed already: either player may report the game again</source>
        <translation>Die Meldung ist bereits bestritten: Jeder der beiden Spieler kann das Spiel neu melden</translation>
    </message>
    <message>
        <source>An organiser settles a dispute by confirming, changing or discarding the report</source>
        <translation>Ein Organisator klärt einen Streit, indem er die Meldung bestätigt, ändert oder zurückzieht</translation>
    </message>
    <message>
        <source>{reporter} reported this game: confirm or dispute that report (Games ▸ Confirm report, Dispute report…)</source>
        <translation>{reporter} hat dieses Spiel gemeldet: Bestätigen oder bestreiten Sie diese Meldung (Spiele ▸ Meldung bestätigen, Meldung bestreiten…)</translation>
    </message>
    <message>
        <source>Only the warband&apos;s player and the campaign&apos;s organisers can change this warband</source>
        <translation>Nur der Spieler der Kriegerschar und die Organisatoren der Kampagne können diese Kriegerschar ändern</translation>
    </message>
    <message>
        <source>Watching: only the game&apos;s players and the campaign&apos;s organisers play a game at the table; this tracker follows the game live.</source>
        <translation>Nur zuschauen: Nur die Spieler des Spiels und die Organisatoren der Kampagne spielen ein Spiel am Spieltisch; dieser Spieltisch verfolgt das Spiel live.</translation>
    </message>
    <message>
        <source>Only the game&apos;s players and the campaign&apos;s organisers can play a game at the table; other members can watch it once it is being played</source>
        <translation>Nur die Spieler des Spiels und die Organisatoren der Kampagne können ein Spiel am Spieltisch spielen; andere Mitglieder können zuschauen, sobald es gespielt wird</translation>
    </message>
    <message>
        <source>Club members are for campaigns on a club server: a local file is single-user, and whoever opens it may change everything</source>
        <translation>Vereinsmitglieder gibt es nur in Kampagnen auf einem Vereinsserver; eine lokale Datei hat nur einen Benutzer, und wer sie öffnet, darf alles ändern</translation>
    </message>
</context>
</TS>

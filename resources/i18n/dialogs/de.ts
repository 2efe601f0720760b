<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>GNU General Public License, version 3 or later</source>
        <translation>GNU General Public License, Version 3 oder später</translation>
    </message>
    <message>
        <source>GNU Lesser General Public License, version 3</source>
        <translation>GNU Lesser General Public License, Version 3</translation>
    </message>
    <message>
        <source>DejaVu fonts, embedded in printouts</source>
        <translation>DejaVu-Schriften, in Ausdrucke eingebettet</translation>
    </message>
    <message>
        <source>Bitstream Vera and Arev fonts licence (free to use and share)</source>
        <translation>Lizenz der Bitstream-Vera- und Arev-Schriften (frei nutz- und weitergebbar)</translation>
    </message>
    <message>
        <source>About Muster</source>
        <translation>Über Muster</translation>
    </message>
    <message>
        <source>A campaign manager for The Beastrider Wars and Caliburn&apos;s Wrath: warbands from game to game, the shop, scenarios, histories and roster sheets.</source>
        <translation>Eine Kampagnenverwaltung für The Beastrider Wars und Caliburn&apos;s Wrath: Kriegerscharen von Spiel zu Spiel, der Laden, Szenarien, Chroniken und Aufstellungsbögen.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Read…</source>
        <translation>Lesen…</translation>
    </message>
    <message>
        <source>Read the licence of {what}</source>
        <translation>Die Lizenz von {what} lesen</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Ihre Daten</translation>
    </message>
    <message>
        <source>kept by the club&apos;s organiser (main.py backup, pg_dump)</source>
        <translation>beim Organisator des Vereins (main.py backup, pg_dump)</translation>
    </message>
    <message>
        <source>Campaigns:</source>
        <translation>Kampagnen:</translation>
    </message>
    <message>
        <source>Backups:</source>
        <translation>Sicherungen:</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Datenordner öffnen</translation>
    </message>
    <message>
        <source>No file manager could open {folder}.</source>
        <translation>Kein Dateimanager konnte {folder} öffnen.</translation>
    </message>
</context>
<context>
    <name>AdvanceDialog</name>
    <message>
        <source>Advance — {character}</source>
        <translation>Aufstieg — {character}</translation>
    </message>
    <message>
        <source>+1 &amp;combat die</source>
        <translation>+1 &amp;Kampfwürfel</translation>
    </message>
    <message>
        <source>{name} rolls {dice}d6 in combat.</source>
        <translation>{name} würfelt im Kampf {dice}W6.</translation>
    </message>
    <message>
        <source>Advances are bought with experience, which this campaign has switched off: switch it on under Campaign settings ▸ Experience (K6).</source>
        <translation>Aufstiege werden mit Erfahrung gekauft, die diese Kampagne ausgeschaltet hat: Schalten Sie sie unter Kampagneneinstellungen ▸ Erfahrung ein (K6).</translation>
    </message>
    <message>
        <source>{advance}: {cost} XP, at most {limit} (K6).</source>
        <translation>{advance}: {cost} EP, höchstens {limit} (K6).</translation>
    </message>
    <message>
        <source>Experience: {earned} XP earned, {spent} spent, {left} left.</source>
        <translation>Erfahrung: {earned} EP gesammelt, {spent} ausgegeben, {left} übrig.</translation>
    </message>
    <message>
        <source>give {character} an extra combat die</source>
        <translation>{character} einen zusätzlichen Kampfwürfel geben</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <source>{size} bytes</source>
        <translation>{size} Byte</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy, HH:mm</source>
        <translation>ddd dd.MM.yyyy, HH:mm</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>Backups of {database} are kept in {folder}. Muster backs up when it starts (if anything changed since the day before), before every upgrade and import, and before a restore.</source>
        <translation>Sicherungen von {database} liegen in {folder}. Muster sichert beim Start (wenn sich seit dem Vortag etwas geändert hat), vor jeder Aktualisierung und jedem Import sowie vor einer Wiederherstellung.</translation>
    </message>
    <message>
        <source>Each backup of the database, newest first, to restore.</source>
        <translation>Jede Sicherung der Datenbank, die neueste zuerst, zum Wiederherstellen.</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>&amp;Jetzt sichern</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Wiederherstellen…</translation>
    </message>
    <message>
        <source>No backup was made: {problem}.</source>
        <translation>Es wurde keine Sicherung erstellt: {problem}.</translation>
    </message>
    <message>
        <source>Backed up to {file}.</source>
        <translation>Gesichert in {file}.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restore the backup taken {day} at {time}?

Every campaign in this database goes back to how it was then. Muster first backs up the current state, so you can come back to it by restoring that copy.</source>
        <translation>Die Sicherung vom {day} um {time} wiederherstellen?

Jede Kampagne in dieser Datenbank wird auf den damaligen Stand zurückgesetzt. Muster sichert zuerst den aktuellen Stand; durch Wiederherstellen dieser Kopie können Sie zu ihm zurückkehren.</translation>
    </message>
    <message>
        <source>dddd dd MMMM yyyy</source>
        <translation>dddd, d. MMMM yyyy</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Nothing was restored: {problem}.</source>
        <translation>Es wurde nichts wiederhergestellt: {problem}.</translation>
    </message>
    <message>
        <source>Restored the backup taken {when}. The state before the restore is kept as {file}.</source>
        <translation>Die Sicherung vom {when} wurde wiederhergestellt. Der Stand vor der Wiederherstellung ist als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>dd MMM yyyy, HH:mm</source>
        <translation>dd.MM.yyyy, HH:mm</translation>
    </message>
    <message>
        <source>The database could not be opened again: {problem}.</source>
        <translation>Die Datenbank konnte nicht wieder geöffnet werden: {problem}.</translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDialog</name>
    <message>
        <source>Settings — {campaign}</source>
        <translation>Kampagneneinstellungen — {campaign}</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>&amp;Prices</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <source>P&amp;rofiles</source>
        <translation>P&amp;rofile</translation>
    </message>
    <message>
        <source>&amp;Specials</source>
        <translation>&amp;Sonderregeln</translation>
    </message>
    <message>
        <source>S&amp;cenarios</source>
        <translation>S&amp;zenarien</translation>
    </message>
    <message>
        <source>E&amp;xperience</source>
        <translation>&amp;Erfahrung</translation>
    </message>
    <message>
        <source>What you entered is kept; OK first tells you.</source>
        <translation>Ihre Eingaben bleiben erhalten; OK sagt es Ihnen zuerst.</translation>
    </message>
    <message>
        <source>Wounds carry over to later games</source>
        <translation>Wunden bleiben für spätere Spiele bestehen</translation>
    </message>
    <message>
        <source>Ruling K4: wounds heal after the game, unless the campaign keeps them.</source>
        <translation>Auslegung K4: Wunden heilen nach dem Spiel, sofern die Kampagne sie nicht beibehält.</translation>
    </message>
    <message>
        <source>Lost dice carry over to later games</source>
        <translation>Verlorene Würfel bleiben in späteren Spielen verloren</translation>
    </message>
    <message>
        <source>Ruling K4: lost dice come back after the game, unless the campaign keeps them.</source>
        <translation>Auslegung K4: Verlorene Würfel kommen nach dem Spiel zurück, sofern die Kampagne sie nicht beibehält.</translation>
    </message>
    <message>
        <source>A broken shield or weapon is gone after the game</source>
        <translation>Ein zerbrochener Schild oder eine zerbrochene Waffe ist nach dem Spiel verloren</translation>
    </message>
    <message>
        <source>Ruling K3: it is taken off his kit, and can be bought again.</source>
        <translation>Auslegung K3: Der Gegenstand wird aus seiner Ausrüstung entfernt und kann neu gekauft werden.</translation>
    </message>
    <message>
        <source>A named hero who died may be recruited again</source>
        <translation>Ein gefallener benannter Held darf erneut angeworben werden</translation>
    </message>
    <message>
        <source>Ruling K2: the dead stay dead, and a named hero who died is not recruited again in the campaign, unless this is on.</source>
        <translation>Auslegung K2: Tote bleiben tot, und ein gefallener benannter Held wird in der Kampagne nicht erneut angeworben, außer wenn dies eingeschaltet ist.</translation>
    </message>
    <message>
        <source>Lasting injuries:</source>
        <translation>Bleibende Verletzungen:</translation>
    </message>
    <message>
        <source>Broken gear:</source>
        <translation>Zerbrochene Ausrüstung:</translation>
    </message>
    <message>
        <source>Heroes return:</source>
        <translation>Rückkehr der Helden:</translation>
    </message>
    <message>
        <source>Ruling C12: the text gives no move; a warrior moves this far, less his armour&apos;s penalty and 2&quot; for each leg wound.</source>
        <translation>Auslegung C12: Der Regeltext nennt keine Bewegung; ein Krieger bewegt sich so weit, abzüglich des Abzugs seiner Rüstung und 2&quot; je Beinwunde.</translation>
    </message>
    <message>
        <source>Base move:</source>
        <translation>Grundbewegung:</translation>
    </message>
    <message>
        <source>Refund after a game:</source>
        <translation>Erstattung nach einem Spiel:</translation>
    </message>
    <message>
        <source>Returning an item always gives the full price until the warrior has played a game with it.</source>
        <translation>Die Rückgabe eines Gegenstands erstattet immer den vollen Preis, bis der Krieger ein Spiel damit bestritten hat.</translation>
    </message>
    <message>
        <source>A warrior killed in a game leaves his kit in the stash</source>
        <translation>Ein im Spiel getöteter Krieger hinterlässt seine Ausrüstung im Vorrat</translation>
    </message>
    <message>
        <source>Ruling K5: what he carried goes to his warband&apos;s stash, for a comrade to take.</source>
        <translation>Auslegung K5: Was er trug, kommt in den Vorrat seiner Kriegerschar, damit ein Kamerad es nehmen kann.</translation>
    </message>
    <message>
        <source>Dead warriors&apos; kit:</source>
        <translation>Ausrüstung der Toten:</translation>
    </message>
    <message>
        <source>A game may be played over the points limit (noted on the game)</source>
        <translation>Ein Spiel darf über dem Punktelimit gespielt werden (beim Spiel vermerkt)</translation>
    </message>
    <message>
        <source>Points limit:</source>
        <translation>Punktelimit:</translation>
    </message>
    <message>
        <source>Warriors earn experience (XP) in games and spend it on advances</source>
        <translation>Krieger sammeln in Spielen Erfahrung (EP) und geben sie für Aufstiege aus</translation>
    </message>
    <message>
        <source>Ruling K6: switched on, each warrior not dead starts at 0 XP, and his history says so. Switched off, upgrades are free as ruling B8 says.</source>
        <translation>Auslegung K6: eingeschaltet beginnt jeder Krieger, der nicht tot ist, mit 0 EP, und seine Chronik sagt es. Ausgeschaltet sind Steigerungen frei, wie Auslegung B8 sagt.</translation>
    </message>
    <message>
        <source>Experience:</source>
        <translation>Erfahrung:</translation>
    </message>
    <message>
        <source>For playing a game:</source>
        <translation>Für ein gespieltes Spiel:</translation>
    </message>
    <message>
        <source>More if his side won:</source>
        <translation>Mehr, wenn seine Seite gewann:</translation>
    </message>
    <message>
        <source>For each enemy he killed:</source>
        <translation>Für jeden getöteten Feind:</translation>
    </message>
    <message>
        <source>For carrying the relic off:</source>
        <translation>Für das Fortbringen der Reliquie:</translation>
    </message>
    <message>
        <source> XP</source>
        <translation> EP</translation>
    </message>
    <message>
        <source>Only a warrior alive at the end of the game earns XP; one who fled earns only the XP for playing.</source>
        <translation>Nur ein Krieger, der am Ende des Spiels lebt, erhält EP; wer geflohen ist, erhält nur die EP für das Spielen.</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>höchstens </translation>
    </message>
    <message>
        <source>{advance}: cost</source>
        <translation>{advance}: Kosten</translation>
    </message>
    <message>
        <source>{advance}: how many at most</source>
        <translation>{advance}: wie viele höchstens</translation>
    </message>
    <message>
        <source>{advance}:</source>
        <translation>{advance}:</translation>
    </message>
    <message>
        <source> gp</source>
        <translation> GS</translation>
    </message>
    <message>
        <source>The rules&apos; price: {price} gp</source>
        <translation>Preis laut Regeln: {price} GS</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Combat dice:</source>
        <translation>Kampfwürfel:</translation>
    </message>
    <message>
        <source>Gold:</source>
        <translation>Gold:</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <source>Movement</source>
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
        <source>Specials</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <source>Toughness:</source>
        <translation>Zähigkeit:</translation>
    </message>
    <message>
        <source>Attack:</source>
        <translation>Angriff:</translation>
    </message>
    <message>
        <source>Defend:</source>
        <translation>Verteidigung:</translation>
    </message>
    <message>
        <source>Campaign&apos;s profiles</source>
        <translation>Profile der Kampagne</translation>
    </message>
    <message>
        <source>Profiles this campaign adds to the game&apos;s own; select one to change it below.</source>
        <translation>Profile, die diese Kampagne zu denen des Spiels hinzufügt; wählen Sie eines, um es unten zu ändern.</translation>
    </message>
    <message>
        <source>e.g. Saxon spearman</source>
        <translation>z. B. Sächsischer Speerträger</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>The base move</source>
        <translation>Die Grundbewegung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Special:</source>
        <translation>Sonderregel:</translation>
    </message>
    <message>
        <source>A change applies to new recruits. Changing the figures of a profile in use asks whether those recruited from it change too.</source>
        <translation>Eine Änderung gilt für neue Rekruten. Werden die Werte eines verwendeten Profils geändert, fragt Muster, ob sich die danach Angeworbenen mit ändern.</translation>
    </message>
    <message>
        <source>&amp;Add profile</source>
        <translation>Profil &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Give the profile a name first.</source>
        <translation>Geben Sie dem Profil zuerst einen Namen.</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Give the special a name first.</source>
        <translation>Geben Sie der Sonderregel zuerst einen Namen.</translation>
    </message>
    <message>
        <source>Campaign&apos;s specials</source>
        <translation>Sonderregeln der Kampagne</translation>
    </message>
    <message>
        <source>Specials this campaign adds to the game&apos;s own; select one to change it below.</source>
        <translation>Sonderregeln, die diese Kampagne zu denen des Spiels hinzufügt; wählen Sie eine, um sie unten zu ändern.</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Wirkung:</translation>
    </message>
    <message>
        <source>The rules never say what Rally does: give it a text</source>
        <translation>Die Regeln sagen nie, was Sammeln bewirkt: Geben Sie ihm einen Text</translation>
    </message>
    <message>
        <source>Ruling B6: Rally is named but never described.</source>
        <translation>Auslegung B6: Sammeln wird genannt, aber nie beschrieben.</translation>
    </message>
    <message>
        <source>Rally&apos;s effect:</source>
        <translation>Wirkung von Sammeln:</translation>
    </message>
    <message>
        <source>&amp;Add special</source>
        <translation>Sonderregel &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Give the scenario a name first.</source>
        <translation>Geben Sie dem Szenario zuerst einen Namen.</translation>
    </message>
    <message>
        <source>Campaign&apos;s scenarios</source>
        <translation>Szenarien der Kampagne</translation>
    </message>
    <message>
        <source>Scenarios this campaign adds to the game&apos;s own; select one to change it below.</source>
        <translation>Szenarien, die diese Kampagne zu denen des Spiels hinzufügt; wählen Sie eines, um es unten zu ändern.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>&amp;Add scenario</source>
        <translation>Szenario &amp;hinzufügen</translation>
    </message>
    <message>
        <source>“{campaign}”</source>
        <translation>„{campaign}“</translation>
    </message>
    <message>
        <source>Profiles in use</source>
        <translation>Verwendete Profile</translation>
    </message>
    <message>
        <source>Update them</source>
        <translation>Ebenfalls ändern</translation>
    </message>
    <message>
        <source>Keep their figures</source>
        <translation>Ihre Werte behalten</translation>
    </message>
    <message>
        <source>change the settings of “{campaign}”</source>
        <translation>Einstellungen von „{campaign}“ ändern</translation>
    </message>
    <message>
        <source>{profile} ({changes}): used by {characters}.</source>
        <translation>{profile} ({changes}): verwendet von {characters}.</translation>
    </message>
    <message>
        <source>Should the characters recruited from these profiles change too, or keep the figures they were recruited with? Either way their histories say so, and the changed profiles are what new recruits get.</source>
        <translation>Sollen sich die nach diesen Profilen angeworbenen Charaktere mit ändern oder die Werte behalten, mit denen sie angeworben wurden? In beiden Fällen vermerken es ihre Chroniken, und neue Rekruten erhalten die geänderten Profile.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check database</source>
        <translation>Datenbank prüfen</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>Was die Prüfung gefunden hat</translation>
    </message>
    <message>
        <source>&amp;Repair what is safe</source>
        <translation>&amp;Sichere Reparaturen ausführen</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <source>The check could not run: {problem}.</source>
        <translation>Die Prüfung konnte nicht laufen: {problem}.</translation>
    </message>
    <message>
        <source>Repair the database</source>
        <translation>Datenbank reparieren</translation>
    </message>
    <message numerus="yes">
        <source>Repair these %n problem(s)? Muster backs up the database first, and each repair is noted in the records it changes.</source>
        <translation>
            <numerusform>Dieses Problem reparieren? Muster sichert zuerst die Datenbank, und jede Reparatur wird in den Datensätzen vermerkt, die sie ändert.</numerusform>
            <numerusform>Diese %n Probleme reparieren? Muster sichert zuerst die Datenbank, und jede Reparatur wird in den Datensätzen vermerkt, die sie ändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Nothing was repaired: {problem}.</source>
        <translation>Es wurde nichts repariert: {problem}.</translation>
    </message>
    <message>
        <source>All is well.</source>
        <translation>Alles in Ordnung.</translation>
    </message>
    <message>
        <source>Every problem found was repaired.</source>
        <translation>Jedes gefundene Problem wurde repariert.</translation>
    </message>
    <message>
        <source>The check found problems.</source>
        <translation>Die Prüfung hat Probleme gefunden.</translation>
    </message>
</context>
<context>
    <name>ClubMembersDialog</name>
    <message>
        <source>Only the campaign&apos;s organisers can change its members</source>
        <translation>Nur die Organisatoren der Kampagne können ihre Mitglieder ändern</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>Organisator</translation>
    </message>
    <message>
        <source>Club members — {campaign}</source>
        <translation>Vereinsmitglieder — {campaign}</translation>
    </message>
    <message>
        <source>Each member is a login of the club server. Organisers change everything in the campaign; a player changes only the warbands he keeps. Everyone else sees nothing of it.</source>
        <translation>Jedes Mitglied ist eine Anmeldung am Vereinsserver. Organisatoren ändern alles in der Kampagne; ein Spieler ändert nur die Kriegerscharen, die er führt. Alle anderen sehen nichts davon.</translation>
    </message>
    <message>
        <source>Here, {role}.</source>
        <translation>Hier: {role}.</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldename</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Warbands</source>
        <translation>Kriegerscharen</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>The campaign&apos;s members, their kind and warbands</source>
        <translation>Die Mitglieder der Kampagne, ihre Art und Kriegerscharen</translation>
    </message>
    <message>
        <source>&amp;Remove member…</source>
        <translation>Mitglied &amp;entfernen…</translation>
    </message>
    <message>
        <source>Set &amp;password…</source>
        <translation>&amp;Passwort setzen…</translation>
    </message>
    <message>
        <source>their login on the server</source>
        <translation>der Anmeldename auf dem Server</translation>
    </message>
    <message>
        <source>The warbands the player keeps</source>
        <translation>Die Kriegerscharen, die der Spieler führt</translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation>Mitglied &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation>Mitglied hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Anmeldename:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>&amp;Warbands:</source>
        <translation>&amp;Kriegerscharen:</translation>
    </message>
    <message>
        <source>A new login&apos;s password:</source>
        <translation>Passwort eines neuen Anmeldenamens:</translation>
    </message>
    <message>
        <source>{login} was added, a new login with its password.</source>
        <translation>{login} wurde hinzugefügt, als neuer Anmeldename mit seinem Passwort.</translation>
    </message>
    <message>
        <source>{login} was added; their login keeps its password (Set password… changes it).</source>
        <translation>{login} wurde hinzugefügt; der Anmeldename behält sein Passwort (Passwort setzen… ändert es).</translation>
    </message>
    <message>
        <source>{login} was added.</source>
        <translation>{login} wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>The password of {login} is set.</source>
        <translation>Das Passwort von {login} ist gesetzt.</translation>
    </message>
    <message>
        <source>Remove member</source>
        <translation>Mitglied entfernen</translation>
    </message>
    <message>
        <source>Take {login} out of “{campaign}”? They will see nothing of it any more; their warbands stay in the campaign, kept by nobody.</source>
        <translation>{login} aus „{campaign}“ entfernen? Dieses Mitglied sieht dann nichts mehr davon; seine Kriegerscharen bleiben in der Kampagne, von niemandem geführt.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>{login} was removed.</source>
        <translation>{login} wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>ConfirmReportDialog</name>
    <message>
        <source>Confirm the report of game {number}</source>
        <translation>Meldung von Spiel {number} bestätigen</translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation>Meldung bestätigen</translation>
    </message>
    <message>
        <source>Record the game as reported: both warbands change now, and this is not undone here (an organiser corrects a recorded game)</source>
        <translation>Das Spiel wie gemeldet eintragen: Beide Kriegerscharen ändern sich jetzt, und das wird hier nicht rückgängig gemacht (ein Organisator korrigiert ein eingetragenes Spiel)</translation>
    </message>
    <message>
        <source>&amp;Dispute…</source>
        <translation>&amp;Bestreiten…</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Encrypted when the server offers it (prefer)</source>
        <translation>Verschlüsselt, wenn der Server es anbietet (prefer)</translation>
    </message>
    <message>
        <source>Always encrypted (require)</source>
        <translation>Immer verschlüsselt (require)</translation>
    </message>
    <message>
        <source>Encrypted, and the server&apos;s certificate checked (verify-full)</source>
        <translation>Verschlüsselt, mit Prüfung des Serverzertifikats (verify-full)</translation>
    </message>
    <message>
        <source>Encrypted, and the certificate&apos;s issuer checked (verify-ca)</source>
        <translation>Verschlüsselt, mit Prüfung des Zertifikatausstellers (verify-ca)</translation>
    </message>
    <message>
        <source>Not encrypted unless the server insists (allow)</source>
        <translation>Unverschlüsselt, außer der Server besteht darauf (allow)</translation>
    </message>
    <message>
        <source>Never encrypted, for a trusted network only (disable)</source>
        <translation>Nie verschlüsselt, nur für ein vertrauenswürdiges Netz (disable)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Open local file</source>
        <translation>Lokale Datei öffnen</translation>
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
        <source>Connect to a club server</source>
        <translation>Mit einem Vereinsserver verbinden</translation>
    </message>
    <message>
        <source>Your club&apos;s organiser gives you the server, the database, your user name and the password. Muster remembers the server for next time, never the password.</source>
        <translation>Der Organisator Ihres Vereins nennt Ihnen den Server, die Datenbank, Ihren Benutzernamen und das Passwort. Muster merkt sich den Server für das nächste Mal, nie das Passwort.</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Zuletzt verwendete Server</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>&amp;Zuletzt verwendet:</translation>
    </message>
    <message>
        <source>optional: asked for when needed; never stored</source>
        <translation>optional: wird bei Bedarf abgefragt; nie gespeichert</translation>
    </message>
    <message>
        <source>Ser&amp;ver:</source>
        <translation>&amp;Serveradresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Portnummer:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>V&amp;erschlüsselung:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Verbinde mit {server}…</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Verbindung wird getestet…</translation>
    </message>
    <message>
        <source>It does not work: {problem}. Type the password above and test again.</source>
        <translation>Es funktioniert nicht: {problem}. Geben Sie oben das Passwort ein und testen Sie erneut.</translation>
    </message>
    <message>
        <source>It does not work: {problem}</source>
        <translation>Es funktioniert nicht: {problem}</translation>
    </message>
    <message>
        <source>Password for the club server</source>
        <translation>Passwort für den Vereinsserver</translation>
    </message>
    <message>
        <source>{problem}.

The password of {user} for {server} (Muster uses it for this connection only, and never stores it):</source>
        <translation>{problem}.

Das Passwort von {user} für {server} (Muster verwendet es nur für diese Verbindung und speichert es nie):</translation>
    </message>
    <message>
        <source>{problem}.

The password of your user for {server} (Muster uses it for this connection only, and never stores it):</source>
        <translation>{problem}.

Das Passwort Ihres Benutzers für {server} (Muster verwendet es nur für diese Verbindung und speichert es nie):</translation>
    </message>
    <message>
        <source>Cannot open the club server</source>
        <translation>Vereinsserver kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Muster could not open the club server {server}:

{problem}</source>
        <translation>Muster konnte den Vereinsserver {server} nicht öffnen:

{problem}</translation>
    </message>
    <message>
        <source>Nothing was changed. Retry when the server or the network is back, open your local database file ({file}) instead, or quit Muster.</source>
        <translation>Es wurde nichts geändert. Versuchen Sie es erneut, wenn der Server oder das Netz wieder da ist, öffnen Sie stattdessen Ihre lokale Datenbankdatei ({file}) oder beenden Sie Muster.</translation>
    </message>
    <message>
        <source>Nothing was changed. Retry when the server or the network is back, open your local database file ({file}) instead, or cancel to keep working on {database}.</source>
        <translation>Es wurde nichts geändert. Versuchen Sie es erneut, wenn der Server oder das Netz wieder da ist, öffnen Sie stattdessen Ihre lokale Datenbankdatei ({file}) oder brechen Sie ab, um mit {database} weiterzuarbeiten.</translation>
    </message>
    <message>
        <source>Muster databases (*.sqlite3 *.sqlite *.db)</source>
        <translation>Muster-Datenbanken (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>DamagedDatabase</name>
    <message>
        <source>Restore latest backup</source>
        <translation>Letzte Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Keep a copy and open without them</source>
        <translation>Kopie behalten und ohne sie öffnen</translation>
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
        <source>Muster&apos;s database is damaged</source>
        <translation>Die Datenbank von Muster ist beschädigt</translation>
    </message>
    <message>
        <source>Muster&apos;s database is damaged, so it was not opened:

{problem}

Muster has not changed the file.</source>
        <translation>Die Datenbank von Muster ist beschädigt und wurde daher nicht geöffnet:

{problem}

Muster hat die Datei nicht verändert.</translation>
    </message>
    <message>
        <source>The latest good backup is from {when}:
{file}

Restoring it keeps the damaged file beside it, renamed, so nothing is thrown away. Changes made after that backup are not in it.</source>
        <translation>Die letzte gute Sicherung ist vom {when}:
{file}

Beim Wiederherstellen bleibt die beschädigte Datei umbenannt daneben liegen, es geht also nichts verloren. Änderungen nach dieser Sicherung sind nicht darin enthalten.</translation>
    </message>
    <message>
        <source>The latest good backup is:
{file}

Restoring it keeps the damaged file beside it, renamed, so nothing is thrown away. Changes made after that backup are not in it.</source>
        <translation>Die letzte gute Sicherung ist:
{file}

Beim Wiederherstellen bleibt die beschädigte Datei umbenannt daneben liegen, es geht also nichts verloren. Änderungen nach dieser Sicherung sind nicht darin enthalten.</translation>
    </message>
    <message>
        <source>dddd dd MMMM yyyy, HH:mm</source>
        <translation>dddd, d. MMMM yyyy, HH:mm</translation>
    </message>
    <message>
        <source>There is no good backup in {folder}. Keep the damaged file: it may still be rescued with SQLite&apos;s own tools.</source>
        <translation>In {folder} gibt es keine gute Sicherung. Behalten Sie die beschädigte Datei: Mit den Werkzeugen von SQLite lässt sie sich vielleicht noch retten.</translation>
    </message>
    <message>
        <source>Or keep a copy of the file and of its damaged log beside it, and open the database with what SQLite can read: the changes it cannot read are then in the copy only.</source>
        <translation>Oder behalten Sie eine Kopie der Datei und ihres beschädigten Logs daneben und öffnen die Datenbank mit dem, was SQLite lesen kann: Die Änderungen, die es nicht lesen kann, stehen dann nur noch in der Kopie.</translation>
    </message>
    <message>
        <source>The backup was not restored</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>{problem}

Nothing was changed.</source>
        <translation>{problem}

Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Sicherung wiederhergestellt</translation>
    </message>
    <message>
        <source>The backup was restored. The damaged file was kept as:
{file}</source>
        <translation>Die Sicherung wurde wiederhergestellt. Die beschädigte Datei wurde aufbewahrt als:
{file}</translation>
    </message>
    <message>
        <source>Database opened</source>
        <translation>Datenbank geöffnet</translation>
    </message>
    <message>
        <source>The database was opened with what SQLite could read. The file and its damaged log, as they were, were kept as:
{file}</source>
        <translation>Die Datenbank wurde mit dem geöffnet, was SQLite lesen konnte. Die Datei und ihr beschädigtes Log wurden unverändert aufbewahrt als:
{file}</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>a date field&apos;s format, as Qt&apos;s QDate formats it</comment>
        <translation>dd.MM.yyyy</translation>
    </message>
</context>
<context>
    <name>DisputeReportDialog</name>
    <message>
        <source>Dispute the report of game {number}</source>
        <translation>Meldung von Spiel {number} bestreiten</translation>
    </message>
    <message>
        <source>What is wrong with it? The other player reads this.</source>
        <translation>Was stimmt daran nicht? Der andere Spieler liest das.</translation>
    </message>
    <message>
        <source>&amp;Why:</source>
        <translation>&amp;Warum:</translation>
    </message>
    <message>
        <source>The warriors it is about</source>
        <translation>Die Krieger, um die es geht</translation>
    </message>
    <message>
        <source>Everyone who took the field; tick those the report is wrong about (Space ticks).</source>
        <translation>Alle, die ins Feld zogen; haken Sie die an, bei denen die Meldung falsch ist (Leertaste hakt an).</translation>
    </message>
    <message>
        <source>&amp;About:</source>
        <translation>&amp;Betrifft:</translation>
    </message>
    <message>
        <source>Dispute report</source>
        <translation>Meldung bestreiten</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <source>On the club server you set up games of a warband you keep: choose it for a side.</source>
        <translation>Auf dem Vereinsserver legen Sie Spiele einer Kriegerschar an, die Sie führen: Wählen Sie sie für eine Seite.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>&amp;Warband:</source>
        <translation>&amp;Kriegerschar:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Rolle:</translation>
    </message>
    <message>
        <source>{side}: characters fielded</source>
        <translation>{side}: aufgestellte Charaktere</translation>
    </message>
    <message>
        <source>The warband&apos;s characters able to play; those ticked take the field (Space ticks).</source>
        <translation>Die spielfähigen Charaktere der Kriegerschar; die angekreuzten ziehen ins Feld (Leertaste kreuzt an).</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Nothing: a new story</source>
        <translation>Kein Spiel: eine neue Geschichte</translation>
    </message>
    <message>
        <source>Game {number}: {scenario}, {date}</source>
        <translation>Spiel {number}: {scenario}, {date}</translation>
    </message>
    <message>
        <source>Game {number}: {scenario}</source>
        <translation>Spiel {number}: {scenario}</translation>
    </message>
    <message>
        <source>Change game {number} — {campaign}</source>
        <translation>Spiel {number} ändern — {campaign}</translation>
    </message>
    <message>
        <source>New game — {campaign}</source>
        <translation>Neues Spiel — {campaign}</translation>
    </message>
    <message>
        <source>{scenario} (campaign scenario)</source>
        <translation>{scenario} (Szenario der Kampagne)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation>&amp;Punktelimit:</translation>
    </message>
    <message>
        <source>&amp;Follows:</source>
        <translation>&amp;Folgt auf:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Seite 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Seite 2</translation>
    </message>
    <message>
        <source>Warba&amp;nd:</source>
        <translation>Kriegers&amp;char:</translation>
    </message>
    <message>
        <source>Ro&amp;le:</source>
        <translation>Ro&amp;lle:</translation>
    </message>
    <message>
        <source>Roll for who &amp;goes first (d{die} each)</source>
        <translation>&amp;Auswürfeln, wer beginnt (je W{die})</translation>
    </message>
    <message>
        <source>Play anyway over the points limit (noted on the game)</source>
        <translation>Trotzdem über dem Punktelimit spielen (beim Spiel vermerkt)</translation>
    </message>
    <message>
        <source>This campaign keeps to the limit: Campaign settings ▸ General ▸ Points limit.</source>
        <translation>Diese Kampagne hält das Limit ein: Kampagneneinstellungen ▸ Allgemein ▸ Punktelimit.</translation>
    </message>
    <message>
        <source>Set up game</source>
        <translation>Spiel anlegen</translation>
    </message>
    <message>
        <source>What you entered is kept; OK first tells you.</source>
        <translation>Ihre Eingaben bleiben erhalten; OK sagt es Ihnen zuerst.</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>The campaign needs two warbands for a game.</source>
        <translation>Die Kampagne braucht für ein Spiel zwei Kriegerscharen.</translation>
    </message>
    <message numerus="yes">
        <source>%n fielded</source>
        <translation>
            <numerusform>%n aufgestellt</numerusform>
            <numerusform>%n aufgestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fielded, {points} points</source>
        <translation>
            <numerusform>%n aufgestellt, {points} Punkte</numerusform>
            <numerusform>%n aufgestellt, {points} Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>The sides meet the scenario&apos;s rules.</source>
        <translation>Die Seiten erfüllen die Regeln des Szenarios.</translation>
    </message>
    <message>
        <source>The roll stands; choosing another warband for a side voids it</source>
        <translation>Der Wurf gilt; wählen Sie für eine Seite eine andere Kriegerschar, verfällt er</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>change the setup of game {number}</source>
        <translation>Aufbau von Spiel {number} ändern</translation>
    </message>
    <message>
        <source>set up game {number}</source>
        <translation>Spiel {number} anlegen</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <source>The relic was carried off by {carrier}.</source>
        <translation>Die Reliquie trug {carrier} davon.</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Niemand ist gestorben.</translation>
    </message>
    <message>
        <source>Lasting injuries</source>
        <translation>Bleibende Verletzungen</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Lost: broken in the game</source>
        <translation>Verloren: im Spiel zerbrochen</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>Nichts.</translation>
    </message>
    <message>
        <source>Left in the stash by the dead</source>
        <translation>Von den Toten im Vorrat hinterlassen</translation>
    </message>
    <message>
        <source>Gold paid: {gold} gp</source>
        <translation>Ausgezahltes Gold: {gold} GS</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>Wounds and more</source>
        <translation>Wunden und mehr</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Kit lost</source>
        <translation>Verlorene Ausrüstung</translation>
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
        <source>carried the relic off</source>
        <translation>trug die Reliquie davon</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation>{xp} EP</translation>
    </message>
    <message>
        <source>Each warrior</source>
        <translation>Jeder Krieger</translation>
    </message>
    <message>
        <source>the table&apos;s log: {table} — {told}: {said}</source>
        <translation>Protokoll des Spieltischs: {table} — {told}: {said}</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <source>Reported by {reporter} ({when}); disputed, about {warriors}: {reason}</source>
        <translation>Gemeldet von {reporter} ({when}); bestritten, betrifft {warriors}: {reason}</translation>
    </message>
    <message>
        <source>Reported by {reporter} ({when}); disputed: {reason}</source>
        <translation>Gemeldet von {reporter} ({when}); bestritten: {reason}</translation>
    </message>
    <message>
        <source>Reported by {reporter} ({when}), waiting for the other side to confirm. Confirming records the game as below.</source>
        <translation>Gemeldet von {reporter} ({when}), wartet auf die Bestätigung der anderen Seite. Die Bestätigung trägt das Spiel so ein, wie unten steht.</translation>
    </message>
    <message>
        <source>{name}: {xp} XP</source>
        <translation>{name}: {xp} EP</translation>
    </message>
    <message>
        <source>Experience confirming awards (K6)</source>
        <translation>Erfahrung, die das Bestätigen vergibt (K6)</translation>
    </message>
    <message>
        <source>Where the report differs from the table&apos;s log</source>
        <translation>Wo die Meldung vom Protokoll des Spieltischs abweicht</translation>
    </message>
    <message>
        <source>the report</source>
        <translation>die Meldung</translation>
    </message>
    <message>
        <source>Reported — {game}</source>
        <translation>Gemeldet — {game}</translation>
    </message>
    <message>
        <source>After the battle — {game}</source>
        <translation>Nach der Schlacht — {game}</translation>
    </message>
    <message>
        <source>What happened in {game}</source>
        <translation>Was in {game} geschah</translation>
    </message>
</context>
<context>
    <name>GiveRow</name>
    <message>
        <source>&amp;Give</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>Gi&amp;ve to:</source>
        <translation>Ge&amp;ben an:</translation>
    </message>
    <message>
        <source>The warband&apos;s stash</source>
        <translation>Vorrat der Kriegerschar</translation>
    </message>
    <message>
        <source>Choose an item of his kit.</source>
        <translation>Wählen Sie einen Gegenstand seiner Ausrüstung.</translation>
    </message>
    <message>
        <source>It costs nothing; the price paid stays.</source>
        <translation>Das kostet nichts; der bezahlte Preis bleibt.</translation>
    </message>
    <message>
        <source>him</source>
        <translation>ihm</translation>
    </message>
    <message>
        <source>give {item} from {giver} to {receiver}</source>
        <translation>{item} von {giver} an {receiver} geben</translation>
    </message>
    <message>
        <source>put {giver}&apos;s {item} in the stash</source>
        <translation>{item} von {giver} in den Vorrat legen</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <source>{name} (kept for earlier recruits)</source>
        <translation>{name} (für frühere Rekruten beibehalten)</translation>
    </message>
    <message>
        <source>base move</source>
        <translation>Grundbewegung</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Update selected</source>
        <translation>Auswahl ä&amp;ndern</translation>
    </message>
    <message>
        <source>Change the selected one to what the form says</source>
        <translation>Den ausgewählten Eintrag auf die Angaben im Formular ändern</translation>
    </message>
    <message>
        <source>&amp;Remove selected</source>
        <translation>Auswahl &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>e.g. The Winter of Swords</source>
        <translation>z. B. Der Winter der Schwerter</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>new campaign “{name}”</source>
        <translation>neue Kampagne „{name}“</translation>
    </message>
</context>
<context>
    <name>NotesDialog</name>
    <message>
        <source>Notes — {character}</source>
        <translation>Notizen — {character}</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>What you typed is kept; OK first tells you.</source>
        <translation>Ihre Eingabe bleibt erhalten; OK sagt es Ihnen zuerst.</translation>
    </message>
    <message>
        <source>edit the notes of {character}</source>
        <translation>Notizen von {character} bearbeiten</translation>
    </message>
</context>
<context>
    <name>OddsDialog</name>
    <message>
        <source>Odds helper — {campaign}</source>
        <translation>Chancenrechner — {campaign}</translation>
    </message>
</context>
<context>
    <name>PostBattleDialog</name>
    <message>
        <source>Report a correction of game {number}</source>
        <translation>Korrektur von Spiel {number} melden</translation>
    </message>
    <message>
        <source>Correct game {number}</source>
        <translation>Spiel {number} korrigieren</translation>
    </message>
    <message>
        <source>Report game {number}</source>
        <translation>Spiel {number} melden</translation>
    </message>
    <message>
        <source>Record game {number}</source>
        <translation>Ergebnis von Spiel {number} eintragen</translation>
    </message>
    <message>
        <source> against </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>Game {number}: {scenario} — {sides}</source>
        <translation>Spiel {number}: {scenario} — {sides}</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>{warband} won</source>
        <translation>{warband} hat gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Outcomes</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>One row per warrior who took the field, with what happened to him; edit a cell with Enter or by typing.</source>
        <translation>Eine Zeile je Krieger, der im Feld stand, mit dem, was ihm widerfuhr; eine Zelle bearbeiten Sie mit der Eingabetaste oder durch Tippen.</translation>
    </message>
    <message>
        <source>Carried the &amp;relic off:</source>
        <translation>&amp;Reliquie fortgetragen von:</translation>
    </message>
    <message>
        <source>Report for the other side to confirm</source>
        <translation>Zur Bestätigung durch die Gegenseite melden</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Korrektur speichern</translation>
    </message>
    <message>
        <source>Record game</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>This game&apos;s recording is no longer as this dialog found it: saving will be refused. Close and open it again to see theirs.</source>
        <translation>Das eingetragene Ergebnis dieses Spiels ist nicht mehr so, wie dieser Dialog es vorfand: Speichern wird abgelehnt. Schließen und öffnen Sie ihn erneut, um die andere Eintragung zu sehen.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Choose the winners first: one of them carried it off.</source>
        <translation>Wählen Sie zuerst die Sieger: Einer von ihnen hat sie fortgetragen.</translation>
    </message>
    <message>
        <source>Filled in from the game played at the table; change anything first.</source>
        <translation>Aus dem am Spieltisch gespielten Spiel ausgefüllt; ändern Sie vorher, was nötig ist.</translation>
    </message>
    <message>
        <source>Recording keeps the game&apos;s log with it.</source>
        <translation>Beim Eintragen wird das Protokoll des Spiels mit aufbewahrt.</translation>
    </message>
    <message>
        <source>Saving takes back this game&apos;s earlier effects and applies the corrected ones; the histories keep both.</source>
        <translation>Beim Speichern werden die bisherigen Folgen dieses Spiels zurückgenommen und die korrigierten angewandt; die Chroniken behalten beide.</translation>
    </message>
    <message>
        <source>{effect} Ruling {rulings}.</source>
        <translation>{effect} Auslegung {rulings}.</translation>
    </message>
    <message>
        <source>Choose the result: a winner, or a draw.</source>
        <translation>Wählen Sie das Ergebnis: einen Sieger oder ein Unentschieden.</translation>
    </message>
    <message>
        <source>correct game {number}</source>
        <translation>Spiel {number} korrigieren</translation>
    </message>
    <message>
        <source>record game {number}</source>
        <translation>Ergebnis von Spiel {number} eintragen</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The system&apos;s ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Muster speaks the language chosen when it next starts.</source>
        <translation>Muster spricht die gewählte Sprache ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>RecruitDialog</name>
    <message>
        <source>Move {movement}&quot;, toughness {toughness}, attack {attack}, defend {defend}; {specials}; leader</source>
        <translation>Bewegung {movement}&quot;, Zähigkeit {toughness}, Angriff {attack}, Verteidigung {defend}; {specials}; Anführer</translation>
    </message>
    <message>
        <source>Move {movement}&quot;, toughness {toughness}, attack {attack}, defend {defend}; {specials}</source>
        <translation>Bewegung {movement}&quot;, Zähigkeit {toughness}, Angriff {attack}, Verteidigung {defend}; {specials}</translation>
    </message>
    <message>
        <source>no special</source>
        <translation>keine Sonderregel</translation>
    </message>
    <message>
        <source>{points} points, {dice}d6, {gold} gp</source>
        <translation>{points} Punkte, {dice}W6, {gold} GS</translation>
    </message>
    <message>
        <source>{points} points, {dice}d6, no gold</source>
        <translation>{points} Punkte, {dice}W6, kein Gold</translation>
    </message>
    <message numerus="yes">
        <source>%n recruit(s)</source>
        <translation>
            <numerusform>%n Rekrut</numerusform>
            <numerusform>%n Rekruten</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit into {warband}</source>
        <translation>Für {warband} anwerben</translation>
    </message>
    <message>
        <source>{profile} (campaign profile)</source>
        <translation>{profile} (Profil der Kampagne)</translation>
    </message>
    <message>
        <source>Recruit several of this profile at once, each with a name.</source>
        <translation>Mehrere nach diesem Profil auf einmal anwerben, jeden mit einem Namen.</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <source>How &amp;many:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Campaign ▸ Campaign settings… ▸ Profiles</source>
        <translation>Kampagne ▸ Kampagneneinstellungen… ▸ Profile</translation>
    </message>
    <message>
        <source>Characters of your own come from the campaign&apos;s profiles; add them under {where}.</source>
        <translation>Eigene Charaktere stammen aus den Profilen der Kampagne; fügen Sie sie unter {where} hinzu.</translation>
    </message>
    <message>
        <source>Characters of your own are the campaign&apos;s profiles; add or change them under {where}.</source>
        <translation>Eigene Charaktere sind die Profile der Kampagne; fügen Sie sie unter {where} hinzu oder ändern Sie sie dort.</translation>
    </message>
    <message>
        <source>Footsoldiers and other warriors of your own come from the campaign&apos;s profiles; add them under {where}.</source>
        <translation>Eigene Fußsoldaten und andere Krieger stammen aus den Profilen der Kampagne; fügen Sie sie unter {where} hinzu.</translation>
    </message>
    <message>
        <source>Footsoldiers and other warriors of your own are the campaign&apos;s profiles; add or change them under {where}.</source>
        <translation>Eigene Fußsoldaten und andere Krieger sind die Profile der Kampagne; fügen Sie sie unter {where} hinzu oder ändern Sie sie dort.</translation>
    </message>
    <message>
        <source>Name {number}:</source>
        <translation>Name {number}:</translation>
    </message>
    <message>
        <source>&amp;Name 1:</source>
        <translation>&amp;Name 1:</translation>
    </message>
    <message>
        <source>recruit {character}</source>
        <translation>{character} anwerben</translation>
    </message>
    <message>
        <source>recruit {count} × {profile}</source>
        <translation>{count} × {profile} anwerben</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>What you typed is kept; OK first tells you.</source>
        <translation>Ihre Eingabe bleibt erhalten; OK sagt es Ihnen zuerst.</translation>
    </message>
    <message>
        <source>rename “{old}” to “{new}”</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Game {number} has no report waiting to be confirmed.</source>
        <translation>Für Spiel {number} wartet keine Meldung auf Bestätigung.</translation>
    </message>
</context>
<context>
    <name>SetPasswordDialog</name>
    <message>
        <source>&amp;Make one for them (shown once, to hand over)</source>
        <translation>&amp;Eines erzeugen (einmal angezeigt, zum Weitergeben)</translation>
    </message>
    <message>
        <source>T&amp;ype one:</source>
        <translation>E&amp;intippen:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>The same again</source>
        <translation>Noch einmal dasselbe</translation>
    </message>
    <message>
        <source>the same again</source>
        <translation>noch einmal dasselbe</translation>
    </message>
    <message>
        <source>The two passwords differ; type the same twice.</source>
        <translation>Die beiden Passwörter unterscheiden sich; tippen Sie zweimal dasselbe ein.</translation>
    </message>
    <message>
        <source>Set the password of {login}</source>
        <translation>Passwort von {login} setzen</translation>
    </message>
    <message>
        <source>Set password</source>
        <translation>Passwort setzen</translation>
    </message>
    <message>
        <source>The password of {login}</source>
        <translation>Das Passwort von {login}</translation>
    </message>
    <message>
        <source>Hand this password to {login}: Muster keeps no copy, and this is the only time it is shown. They change it when they like (in psql, \password).</source>
        <translation>Geben Sie dieses Passwort an {login} weiter: Muster behält keine Kopie, und nur jetzt wird es angezeigt. Geändert wird es jederzeit mit \password in psql.</translation>
    </message>
    <message>
        <source>The new password</source>
        <translation>Das neue Passwort</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>ShopDialog</name>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Helmet</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>One-handed weapons</source>
        <translation>Einhandwaffen</translation>
    </message>
    <message>
        <source>Two-handed weapons</source>
        <translation>Zweihandwaffen</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Refund now</source>
        <translation>Erstattung jetzt</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>Full refund: he has not played a game with it yet.</source>
        <translation>Volle Erstattung: Er hat noch kein Spiel damit bestritten.</translation>
    </message>
    <message>
        <source>Refund after play follows the campaign&apos;s setting.</source>
        <translation>Die Erstattung nach einem Spiel folgt der Einstellung der Kampagne.</translation>
    </message>
    <message>
        <source>Shop — {character}</source>
        <translation>Laden — {character}</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>The kit this warrior may buy, by kind, with its cost and effect: Buy buys the selected item.</source>
        <translation>Die Ausrüstung, die dieser Krieger kaufen darf, nach Art, mit Preis und Wirkung: Kaufen kauft den ausgewählten Gegenstand.</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>&amp;Kaufen</translation>
    </message>
    <message>
        <source>Kit</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>The kit this warrior carries, with what returning it gives back: Return sells the selected item.</source>
        <translation>Die Ausrüstung, die dieser Krieger trägt, mit dem, was ihre Rückgabe erstattet: Zurückgeben gibt den ausgewählten Gegenstand zurück.</translation>
    </message>
    <message>
        <source>&amp;Return</source>
        <translation>&amp;Zurückgeben</translation>
    </message>
    <message>
        <source>In a fight</source>
        <translation>Im Kampf</translation>
    </message>
    <message>
        <source>Damage bonus:</source>
        <translation>Schadensbonus:</translation>
    </message>
    <message>
        <source>Special effects:</source>
        <translation>Besondere Wirkungen:</translation>
    </message>
    <message>
        <source>Against his foes:</source>
        <translation>Gegen seine Feinde:</translation>
    </message>
    <message>
        <source>&amp;Kit</source>
        <translation>&amp;Ausrüstung</translation>
    </message>
    <message>
        <source>Warband&apos;s &amp;stash</source>
        <translation>&amp;Vorrat der Kriegerschar</translation>
    </message>
    <message>
        <source>The shop shows the warrior as he is now.</source>
        <translation>Der Laden zeigt den Krieger, wie er jetzt ist.</translation>
    </message>
    <message>
        <source>Gold left: {gold} gp</source>
        <translation>Übriges Gold: {gold} GS</translation>
    </message>
    <message>
        <source>Warband&apos;s &amp;stash ({count})</source>
        <translation>&amp;Vorrat der Kriegerschar ({count})</translation>
    </message>
    <message>
        <source>Available.</source>
        <translation>Verfügbar.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nichts Besonderes</translation>
    </message>
    <message>
        <source>Choose an item in the catalogue.</source>
        <translation>Wählen Sie einen Gegenstand im Katalog.</translation>
    </message>
    <message>
        <source>&amp;Buy {item} for {gold} gp</source>
        <translation>{item} für {gold} GS &amp;kaufen</translation>
    </message>
    <message>
        <source>&amp;Return {item} (+{gold} gp)</source>
        <translation>{item} &amp;zurückgeben (+{gold} GS)</translation>
    </message>
    <message>
        <source>buy {item} for {character}</source>
        <translation>{item} für {character} kaufen</translation>
    </message>
    <message>
        <source>return {item} from {character}</source>
        <translation>{item} von {character} zurückgeben</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut of Muster, grouped by where it works: the keys, then what they do.</source>
        <translation>Jedes Tastenkürzel von Muster, gruppiert nach dem Ort, an dem es wirkt: die Tasten, dann was sie bewirken.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>StashBox</name>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>Warband&apos;s stash</source>
        <translation>Vorrat der Kriegerschar</translation>
    </message>
    <message>
        <source>Kit the warband keeps for its warriors: Take gives the selected item to this warrior.</source>
        <translation>Ausrüstung, die die Kriegerschar für ihre Krieger aufbewahrt: Nehmen gibt den ausgewählten Gegenstand diesem Krieger.</translation>
    </message>
    <message>
        <source>Empty. Kit given to the stash, and a dead warrior&apos;s kit, wait here.</source>
        <translation>Leer. Ausrüstung, die in den Vorrat gegeben wird, und die Ausrüstung toter Krieger warten hier.</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Nehmen</translation>
    </message>
    <message>
        <source>Choose an item in the stash.</source>
        <translation>Wählen Sie einen Gegenstand im Vorrat.</translation>
    </message>
    <message>
        <source>&amp;Take {item}</source>
        <translation>{item} &amp;nehmen</translation>
    </message>
    <message>
        <source>{character} takes it; it costs nothing.</source>
        <translation>{character} nimmt ihn; das kostet nichts.</translation>
    </message>
    <message>
        <source>take {item} from the stash for {character}</source>
        <translation>{item} für {character} aus dem Vorrat nehmen</translation>
    </message>
</context>
<context>
    <name>UpgradesDialog</name>
    <message>
        <source>Upgrade</source>
        <translation>Steigerung</translation>
    </message>
    <message>
        <source>+1 attack die</source>
        <translation>+1 Angriffswürfel</translation>
    </message>
    <message>
        <source>+1 defend die</source>
        <translation>+1 Verteidigungswürfel</translation>
    </message>
    <message>
        <source>Options and upgrades — {character}</source>
        <translation>Optionen und Steigerungen — {character}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>{character}&apos;s profile comes with a bow ({range}&quot;).</source>
        <translation>Das Profil von {character} hat einen Bogen ({range}&quot;).</translation>
    </message>
    <message>
        <source>{character} has no options to take.</source>
        <translation>{character} hat keine Optionen zur Wahl.</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Steigerungen</translation>
    </message>
    <message>
        <source>The upgrades this character has taken between games, oldest first.</source>
        <translation>Die Steigerungen, die dieser Charakter zwischen Spielen erhalten hat, die älteste zuerst.</translation>
    </message>
    <message>
        <source>+1 &amp;attack die</source>
        <translation>+1 &amp;Angriffswürfel</translation>
    </message>
    <message>
        <source>+1 &amp;defend die</source>
        <translation>+1 &amp;Verteidigungswürfel</translation>
    </message>
    <message>
        <source>Special to add</source>
        <translation>Hinzuzufügende Sonderregel</translation>
    </message>
    <message>
        <source>Add &amp;special</source>
        <translation>&amp;Sonderregel hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Withdraw selected</source>
        <translation>Auswahl &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Upgrades between games</source>
        <translation>Steigerungen zwischen Spielen</translation>
    </message>
    <message>
        <source>Starts each game with {attack} and {defend}. Specials: {specials}.</source>
        <translation>Beginnt jedes Spiel mit {attack} und {defend}. Sonderregeln: {specials}.</translation>
    </message>
    <message numerus="yes">
        <source>%n attack die(s)</source>
        <translation>
            <numerusform>%n Angriffswürfel</numerusform>
            <numerusform>%n Angriffswürfeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend die(s)</source>
        <translation>
            <numerusform>%n Verteidigungswürfel</numerusform>
            <numerusform>%n Verteidigungswürfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>New special: {special}</source>
        <translation>Neue Sonderregel: {special}</translation>
    </message>
    <message>
        <source>give {character} a {option}</source>
        <translation>{option} an {character} geben</translation>
    </message>
    <message>
        <source>take the {option} from {character}</source>
        <translation>{option} von {character} nehmen</translation>
    </message>
    <message>
        <source>teach {character} {special}</source>
        <translation>{character} {special} beibringen</translation>
    </message>
    <message>
        <source>give {character} +1 attack die</source>
        <translation>{character} +1 Angriffswürfel geben</translation>
    </message>
    <message>
        <source>give {character} +1 defend die</source>
        <translation>{character} +1 Verteidigungswürfel geben</translation>
    </message>
    <message>
        <source>withdraw “{upgrade}” from {character}</source>
        <translation>„{upgrade}“ von {character} zurücknehmen</translation>
    </message>
</context>
<context>
    <name>WarbandDialog</name>
    <message>
        <source>New warband</source>
        <translation>Neue Kriegerschar</translation>
    </message>
    <message>
        <source>Edit {warband}</source>
        <translation>{warband} bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>What you typed is kept; OK first tells you what they changed.</source>
        <translation>Ihre Eingabe bleibt erhalten; OK sagt Ihnen zuerst, was geändert wurde.</translation>
    </message>
    <message>
        <source>new warband “{warband}”</source>
        <translation>neue Kriegerschar „{warband}“</translation>
    </message>
    <message>
        <source>edit warband “{warband}”</source>
        <translation>Kriegerschar „{warband}“ bearbeiten</translation>
    </message>
</context>
<context>
    <name>WarbandHistoryDialog</name>
    <message>
        <source>History — {warband}</source>
        <translation>Chronik — {warband}</translation>
    </message>
    <message>
        <source>Games {played} · Won {won} · Drawn {drawn} · Lost {lost} · Kills {kills} · Fallen {fallen}</source>
        <translation>Spiele {played} · Gewonnen {won} · Unentschieden {drawn} · Verloren {lost} · Tötungen {kills} · Gefallen {fallen}</translation>
    </message>
    <message>
        <source>Warband&apos;s history</source>
        <translation>Chronik der Kriegerschar</translation>
    </message>
    <message>
        <source>What happened to the warband and its characters, newest first; corrected entries are struck through.</source>
        <translation>Was der Kriegerschar und ihren Charakteren widerfuhr, das Neueste zuerst; korrigierte Einträge sind durchgestrichen.</translation>
    </message>
</context>
</TS>

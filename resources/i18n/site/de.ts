<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Site</name>
    <message>
        <source>Where you are</source>
        <translation>Sie sind hier</translation>
    </message>
    <message>
        <source>Published with Muster.</source>
        <translation>Mit Muster veröffentlicht.</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Im Ruhestand</translation>
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
        <source>XP: {left} left ({earned} earned, {spent} spent)</source>
        <translation>EP: {left} übrig ({earned} gesammelt, {spent} ausgegeben)</translation>
    </message>
    <message>
        <source>Lasting injuries: {injuries}</source>
        <translation>Bleibende Verletzungen: {injuries}</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>{profile} of {warband}</source>
        <translation>{profile} der Kriegerschar {warband}</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>Game {number}: {scenario}</source>
        <translation>Spiel {number}: {scenario}</translation>
    </message>
    <message>
        <source>{sides}, played {date}.</source>
        <translation>{sides}, gespielt am {date}.</translation>
    </message>
    <message>
        <source>The relic was carried off by {carrier}.</source>
        <translation>Die Reliquie trug {carrier} davon.</translation>
    </message>
    <message>
        <source>The players&apos; notes</source>
        <translation>Notizen der Spieler</translation>
    </message>
    <message>
        <source>Corrected since it was played</source>
        <translation>Seit dem Spiel korrigiert</translation>
    </message>
    <message>
        <source>The record of this game was corrected after the game was played at the table: what follows is the record as it stands. The table&apos;s log below is as it was kept; where they differ, the record is what counts.</source>
        <translation>Das eingetragene Ergebnis dieses Spiels wurde korrigiert, nachdem es am Spieltisch gespielt wurde: Was folgt, ist das Ergebnis, wie es jetzt gilt. Das Protokoll des Spieltischs unten steht, wie es geführt wurde; wo beide abweichen, gilt das eingetragene Ergebnis.</translation>
    </message>
    <message>
        <source>The lines of the log marked “no longer holds” are about {warriors}, whose part in the game the correction changed.</source>
        <translation>Die mit „gilt nicht mehr“ markierten Zeilen des Protokolls betreffen {warriors}, deren Anteil am Spiel die Korrektur geändert hat.</translation>
    </message>
    <message>
        <source>Each warrior</source>
        <translation>Jeder Krieger</translation>
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
        <source>Lasting injuries</source>
        <translation>Bleibende Verletzungen</translation>
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
        <source>carried the relic off</source>
        <translation>trug die Reliquie davon</translation>
    </message>
    <message>
        <source>To the stash: {items}</source>
        <translation>In den Vorrat: {items}</translation>
    </message>
    <message>
        <source>Who took the field</source>
        <translation>Wer ins Feld zog</translation>
    </message>
    <message>
        <source>What it did</source>
        <translation>Die Folgen</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Zug um Zug</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>no longer holds</source>
        <translation>gilt nicht mehr</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
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
        <source>(corrected {date})</source>
        <translation>(korrigiert am {date})</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Noch nichts.</translation>
    </message>
    <message>
        <source>League table</source>
        <translation>Tabelle</translation>
    </message>
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
        <translation>Unentschieden</translation>
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
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>League points after each game</source>
        <translation>Ligapunkte nach jedem Spiel</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Bestenlisten</translation>
    </message>
    <message>
        <source>No one yet.</source>
        <translation>Noch niemand.</translation>
    </message>
    <message>
        <source>Latest games</source>
        <translation>Neueste Spiele</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>The campaign log</source>
        <translation>Das Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Campaign log</source>
        <translation>Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>Page {page} of {pages}, newest first.</source>
        <translation>Seite {page} von {pages}, das Neueste zuerst.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Neuere</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Ältere</translation>
    </message>
    <message>
        <source>Player: {player}.</source>
        <translation>Spieler: {player}.</translation>
    </message>
    <message>
        <source>{able} able to play of {total}, {points} points, {gold} gp unspent.</source>
        <translation>{able} von {total} spielfähig, {points} Punkte, {gold} GS übrig.</translation>
    </message>
    <message>
        <source>{able} able to play of {total}, {gold} gp unspent.</source>
        <translation>{able} von {total} spielfähig, {gold} GS übrig.</translation>
    </message>
    <message>
        <source>Won {won}, drawn {drawn}, lost {lost}.</source>
        <translation>Gewonnen {won}, unentschieden {drawn}, verloren {lost}.</translation>
    </message>
    <message>
        <source>Stash: {items}.</source>
        <translation>Vorrat: {items}.</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
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
</TS>

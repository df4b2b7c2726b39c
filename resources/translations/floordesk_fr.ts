<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AuditPackDialog</name>
    <message>
        <source>Auditor&apos;s pack</source>
        <translation>Dossier de l&apos;auditeur</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Tous les tournois</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Every incident of the period as files a regulator reads and checks without FloorDesk: the report (PDF/A), the records with their hashes and signatures, the CSVs and how to verify them.</source>
        <translation>Chaque incident de la période, en fichiers qu&apos;un régulateur lit et vérifie sans FloorDesk : le rapport (PDF/A), les enregistrements avec leurs hachages et signatures, les CSV et comment les vérifier.</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Save the auditor&apos;s pack</source>
        <translation>Enregistrer le dossier de l&apos;auditeur</translation>
    </message>
    <message>
        <source>Zip (*.zip)</source>
        <translation>Zip (*.zip)</translation>
    </message>
    <message>
        <source>The last day is before the first: the period holds nothing.</source>
        <translation>Le dernier jour précède le premier : la période ne contient rien.</translation>
    </message>
    <message>
        <source>Name the file to save the pack as.</source>
        <translation>Nommez le fichier où enregistrer le dossier.</translation>
    </message>
    <message>
        <source>Make the auditor&apos;s pack (a manager, Tournament Director or administrator)</source>
        <translation>Constituer le dossier de l&apos;auditeur (un manager, Directeur du tournoi ou administrateur)</translation>
    </message>
    <message>
        <source>Making the auditor&apos;s pack…</source>
        <translation>Constitution du dossier de l&apos;auditeur…</translation>
    </message>
    <message>
        <source>Cancelled: no pack was written and nothing was recorded.</source>
        <translation>Annulé : aucun dossier n&apos;a été écrit et rien n&apos;a été enregistré.</translation>
    </message>
</context>
<context>
    <name>AwardPotWizard</name>
    <message>
        <source>Award the pot: {name}</source>
        <translation>Attribuer le pot : {name}</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation>&amp;Attribuer</translation>
    </message>
    <message>
        <source>The pots</source>
        <translation>Les pots</translation>
    </message>
</context>
<context>
    <name>BackupNotices</name>
    <message>
        <source>Automatic backup of the log taken: {name}</source>
        <translation>Sauvegarde automatique du journal effectuée : {name}</translation>
    </message>
    <message>
        <source>The automatic backup of the log failed ({problem}); it is tried again after the next change.</source>
        <translation>La sauvegarde automatique du journal a échoué ({problem}) ; elle sera retentée après la prochaine modification.</translation>
    </message>
</context>
<context>
    <name>BetItem</name>
    <message>
        <source>Seat {seat} has put {text} in the pot this hand ({describe})</source>
        <translation>Le siège {seat} a mis {text} dans le pot cette main ({describe})</translation>
    </message>
</context>
<context>
    <name>ButtonDecisionPage</name>
    <message>
        <source>Where the markers go instead:</source>
        <translation>Où vont les marqueurs à la place :</translation>
    </message>
</context>
<context>
    <name>ButtonPreviewPage</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Premier à parler</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Ne joue pas</translation>
    </message>
    <message>
        <source>The coming hands</source>
        <translation>Les prochaines mains</translation>
    </message>
</context>
<context>
    <name>ButtonSituationPage</name>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (siège {seat})</translation>
    </message>
    <message>
        <source>Before the next hand: check the table since the last hand, then see where the markers go.</source>
        <translation>Avant la main suivante : vérifiez la table depuis la dernière main, puis voyez où vont les marqueurs.</translation>
    </message>
    <message>
        <source>&amp;Hands to preview:</source>
        <translation>&amp;Mains à prévoir :</translation>
    </message>
    <message>
        <source>Last hand (hand {number}): button seat {button}, small blind seat {small_blind}, big blind seat {big_blind}.</source>
        <translation>Dernière main (main {number}) : bouton siège {button}, petite blinde siège {small_blind}, grosse blinde siège {big_blind}.</translation>
    </message>
    <message>
        <source>Gone since: {players}.</source>
        <translation>Partis depuis : {players}.</translation>
    </message>
    <message>
        <source>Nobody has gone since.</source>
        <translation>Personne n&apos;est parti depuis.</translation>
    </message>
    <message>
        <source>New at this table: {players}.</source>
        <translation>Nouveaux à cette table : {players}.</translation>
    </message>
    <message>
        <source>Nobody new at this table.</source>
        <translation>Personne de nouveau à cette table.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker: press a card to enter it, or type the cards</source>
        <translation>Sélecteur de cartes : appuyez sur une carte pour la saisir, ou tapez les cartes</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>One card per odd chip, from seat 1 clockwise; a player&apos;s cards together.</source>
        <translation>Une carte par jeton indivisible, depuis le siège 1 dans le sens horaire ; les cartes d&apos;un joueur ensemble.</translation>
    </message>
    <message>
        <source>FloorDesk shuffles a deck (the seed is recorded, so the race replays)</source>
        <translation>FloorDesk mélange un paquet (la graine est enregistrée : la course peut être rejouée)</translation>
    </message>
    <message>
        <source>Enter the cards the dealer dealt</source>
        <translation>Saisir les cartes distribuées par le croupier</translation>
    </message>
    <message>
        <source>Seed: leave empty and FloorDesk chooses one</source>
        <translation>Graine : laissez vide et FloorDesk en choisit une</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message numerus="yes">
        <source>{who} (%n card(s)):</source>
        <translation>
            <numerusform>{who} (%n carte) :</numerusform>
            <numerusform>{who} (%n cartes) :</numerusform>
        </translation>
    </message>
    <message>
        <source>type them (As Kd) or press them below</source>
        <translation>tapez-les (As Kd) ou appuyez dessus ci-dessous</translation>
    </message>
    <message>
        <source>Cards of seat {seat}</source>
        <translation>Cartes du siège {seat}</translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message numerus="yes">
        <source>Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)</source>
        <translation>
            <numerusform>Chaque glisser prend %n jeton (Maj : 5, Ctrl : 20, les deux : 100)</numerusform>
            <numerusform>Chaque glisser prend %n jetons (Maj : 5, Ctrl : 20, les deux : 100)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockDecisionPage</name>
    <message>
        <source>The outcome decided instead:</source>
        <translation>Le résultat décidé à la place :</translation>
    </message>
</context>
<context>
    <name>ClockPage</name>
    <message>
        <source>Call the clock when a player asks for it; the time counts from when the action reached him.</source>
        <translation>Appelez le chrono quand un joueur le demande ; le temps compte depuis que l&apos;action lui est arrivée.</translation>
    </message>
    <message>
        <source>&amp;Call the clock</source>
        <translation>&amp;Appeler le chrono</translation>
    </message>
    <message>
        <source>blank: the countdown starts now</source>
        <translation>vide : le compte à rebours commence maintenant</translation>
    </message>
    <message>
        <source>The shortened clock, counted from the call, for a player stalling on purpose</source>
        <translation>Le chrono raccourci, compté depuis l&apos;appel, pour un joueur qui ralentit exprès</translation>
    </message>
    <message>
        <source>Shorten &amp;to (from the call):</source>
        <translation>Raccourcir &amp;à (depuis l&apos;appel) :</translation>
    </message>
    <message>
        <source>write minutes:seconds (0:30) or seconds (30)</source>
        <translation>écrivez minutes:secondes (0:30) ou secondes (30)</translation>
    </message>
    <message>
        <source>The player acted: go on to the ruling.</source>
        <translation>Le joueur a agi : passez à la décision.</translation>
    </message>
    <message>
        <source>Time is up: go on to the ruling.</source>
        <translation>Le temps est écoulé : passez à la décision.</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player (shortened for stalling to {period}).</source>
        <translation>Clock accordé à {called} après que l&apos;action est arrivée au joueur (raccourci pour jeu lent à {period}).</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player.</source>
        <translation>Clock accordé à {called} après que l&apos;action est arrivée au joueur.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he did not act.</source>
        <translation>Décidé d&apos;après les heures notées : le clock a été demandé à {called} ; il n&apos;a pas agi.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he acted at {acted}.</source>
        <translation>Décidé d&apos;après les heures notées : le clock a été demandé à {called} ; il a agi à {acted}.</translation>
    </message>
</context>
<context>
    <name>ClockSituationPage</name>
    <message>
        <source>Timing starts when you go on: from now, or from the time the action has already been on him. Times are minutes:seconds (1:30) or seconds (90).</source>
        <translation>Le temps compte dès que vous continuez : maintenant, ou depuis que l&apos;action est sur lui. En min:s (1:30) ou en s (90).</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Siège {seat} : {name}</translation>
    </message>
    <message>
        <source>He &amp;faces a bet</source>
        <translation>Il &amp;fait face à une mise</translation>
    </message>
    <message>
        <source>0:00 (the action reaches him now)</source>
        <translation>0:00 (l&apos;action lui parvient maintenant)</translation>
    </message>
    <message>
        <source>Ruled after the fact, from &amp;noted times</source>
        <translation>Décidé après coup, d&apos;après les heures &amp;notées</translation>
    </message>
    <message>
        <source>e.g. 2:10</source>
        <translation>p. ex. 2:10</translation>
    </message>
    <message>
        <source>blank: he did not act</source>
        <translation>vide : il n&apos;a pas agi</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>The action has been on him &amp;for:</source>
        <translation>L&apos;action est sur lui &amp;depuis :</translation>
    </message>
    <message>
        <source>Clock &amp;called at:</source>
        <translation>Chrono &amp;appelé à :</translation>
    </message>
    <message>
        <source>Player &amp;acted at:</source>
        <translation>Le joueur a &amp;agi à :</translation>
    </message>
</context>
<context>
    <name>CountRow</name>
    <message>
        <source>Count of {label} chips</source>
        <translation>Nombre de jetons de {label}</translation>
    </message>
    <message>
        <source>{label} (out)</source>
        <translation>{label} (retiré)</translation>
    </message>
</context>
<context>
    <name>CountdownView</name>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Player &amp;acted</source>
        <translation>Le joueur a &amp;agi</translation>
    </message>
    <message>
        <source>&amp;Shorten (stalling)</source>
        <translation>&amp;Raccourcir (ralentissement)</translation>
    </message>
    <message>
        <source>The player appears to stall on purpose: the countdown starts now (rule 52)</source>
        <translation>Le joueur semble ralentir exprès : le compte à rebours commence maintenant (règle 52)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
</context>
<context>
    <name>CountdownWindow</name>
    <message>
        <source>Clock</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>Leave f&amp;ull screen</source>
        <translation>Quitter le plein é&amp;cran</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>FloorDesk: unexpected problem</source>
        <translation>FloorDesk : problème inattendu</translation>
    </message>
    <message>
        <source>FloorDesk ran into an unexpected problem and could not finish what it was doing.</source>
        <translation>FloorDesk a rencontré un problème inattendu et n&apos;a pas pu terminer ce qu&apos;il faisait.</translation>
    </message>
    <message>
        <source>What happened: {describe_exception}

{DATA_SAFE}

The details are in the log file:
{log_file}
Please pass that file on to whoever looks after FloorDesk.</source>
        <translation>Ce qui s&apos;est passé : {describe_exception}

{DATA_SAFE}

Les détails sont dans le fichier journal :
{log_file}
Transmettez ce fichier à la personne qui s&apos;occupe de FloorDesk.</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Quit FloorDesk</source>
        <translation>Quitter FloorDesk</translation>
    </message>
</context>
<context>
    <name>DecisionPage</name>
    <message>
        <source>Rule 44: fairness comes first. A departure is recorded with its reason.</source>
        <translation>Règle 44 : l&apos;équité passe en premier. Un écart est enregistré avec son motif.</translation>
    </message>
    <message>
        <source>Follow the recommendation</source>
        <translation>Suivre la recommandation</translation>
    </message>
    <message>
        <source>Depart from it: state the outcome and why</source>
        <translation>S&apos;en écarter : indiquer le résultat et le motif</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>&amp;Motif (obligatoire) :</translation>
    </message>
    <message>
        <source>&amp;Witnesses (optional, separated by commas):</source>
        <translation>&amp;Témoins (facultatif, séparés par des virgules) :</translation>
    </message>
    <message>
        <source>e.g. the dealer, a player at the table</source>
        <translation>p. ex. le croupier, un joueur de la table</translation>
    </message>
    <message>
        <source>The outcome decided instead (chips each player ends with):</source>
        <translation>Le résultat décidé à la place (jetons de chaque joueur à la fin) :</translation>
    </message>
</context>
<context>
    <name>DenominationsPage</name>
    <message>
        <source>Several at once are raced one at a time, smallest first.</source>
        <translation>Plusieurs à la fois sont courues une par une, la plus petite d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>DisputeGroup</name>
    <message>
        <source>The ruling was &amp;disputed: record who asked, the camera and the review</source>
        <translation>La décision a été c&amp;ontestée : enregistrer qui l&apos;a demandée, la caméra et le visionnage</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Siège {seat}</translation>
    </message>
    <message>
        <source>e.g. Cam 14, or console 2</source>
        <translation>p. ex. Cam 14, ou console 2</translation>
    </message>
    <message>
        <source>what the footage showed</source>
        <translation>ce que les images ont montré</translation>
    </message>
    <message>
        <source>a floor member&apos;s name, where the house asks for one</source>
        <translation>le nom d&apos;un membre du floor, si la maison l&apos;exige</translation>
    </message>
    <message>
        <source>Requested &amp;by:</source>
        <translation>Demandée &amp;par :</translation>
    </message>
    <message>
        <source>Player&apos;s s&amp;eat:</source>
        <translation>S&amp;iège du joueur :</translation>
    </message>
    <message>
        <source>Requested a&amp;t:</source>
        <translation>Demandée à l&apos;&amp;heure :</translation>
    </message>
    <message>
        <source>Next dea&amp;l:</source>
        <translation>Donne &amp;suivante :</translation>
    </message>
    <message>
        <source>&amp;Camera or console:</source>
        <translation>&amp;Caméra ou console :</translation>
    </message>
    <message>
        <source>Re&amp;view done:</source>
        <translation>&amp;Visionnage fait :</translation>
    </message>
    <message>
        <source>Review &amp;from:</source>
        <translation>Visionner &amp;de :</translation>
    </message>
    <message>
        <source>Review t&amp;o:</source>
        <translation>Visionner &amp;à :</translation>
    </message>
    <message>
        <source>Fi&amp;nding:</source>
        <translation>Co&amp;nstat :</translation>
    </message>
    <message>
        <source>Error t&amp;ype:</source>
        <translation>&amp;Type d&apos;erreur :</translation>
    </message>
    <message>
        <source>Second &amp;reviewer:</source>
        <translation>Second v&amp;érificateur :</translation>
    </message>
</context>
<context>
    <name>EventChangeDialog</name>
    <message>
        <source>Cancel event #{number}</source>
        <translation>Annuler le tournoi n° {number}</translation>
    </message>
    <message>
        <source>Alter event #{number}</source>
        <translation>Modifier le tournoi n° {number}</translation>
    </message>
    <message>
        <source>&amp;Cancel the event</source>
        <translation>&amp;Annuler le tournoi</translation>
    </message>
    <message>
        <source>&amp;Alter the event</source>
        <translation>&amp;Modifier le tournoi</translation>
    </message>
    <message>
        <source>&lt;b&gt;{escape}&lt;/b&gt; is cancelled: no more rulings are recorded under it as running.</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; est annulé : plus aucune décision n&apos;y est enregistrée comme tournoi en cours.</translation>
    </message>
    <message>
        <source>Record that &lt;b&gt;{escape}&lt;/b&gt; is altered (its structure as now set in Event &gt; Edit event, its schedule as given here).</source>
        <translation>Enregistrer que &lt;b&gt;{escape}&lt;/b&gt; est modifié (sa structure telle que réglée dans Tournoi &gt; Modifier le tournoi, son calendrier tel qu&apos;indiqué ici).</translation>
    </message>
    <message>
        <source>The &amp;structure (game and levels) as the event now has it</source>
        <translation>La &amp;structure (jeu et niveaux) telle que le tournoi l&apos;a maintenant</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>Starts &amp;on:</source>
        <translation>&amp;Commence le :</translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation>&amp;Se termine le :</translation>
    </message>
</context>
<context>
    <name>EventControls</name>
    <message>
        <source>C&amp;ancel event…</source>
        <translation>A&amp;nnuler le tournoi…</translation>
    </message>
    <message>
        <source>Record an &amp;alteration (structure, schedule)…</source>
        <translation>Enregistrer une &amp;modification (structure, calendrier)…</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>&amp;Modifier le tournoi…</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Choose event</source>
        <translation>&amp;Choisir le tournoi</translation>
    </message>
    <message>
        <source>Next &amp;level</source>
        <translation>Niveau &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous level</source>
        <translation>Niveau &amp;précédent</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Edit the event {name}</source>
        <translation>Modifier le tournoi {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Now running {name}</source>
        <translation>En cours : {name}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Niveau {number}</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Colour (#rrggbb)</source>
        <translation>Couleur (#rrggbb)</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Later TDA practice</source>
        <translation>Pratique TDA ultérieure</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>{MAX_NAME_LENGTH} caractères au plus</translation>
    </message>
    <message>
        <source>Blinds, ante and bring-in 0 to {MAX_BLIND}; a level lasts 1 to {MAX_LEVEL_MINUTES} minutes.</source>
        <translation>Blindes, ante et bring-in de 0 à {MAX_BLIND} ; un niveau dure de 1 à {MAX_LEVEL_MINUTES} minutes.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Jeu de jetons</translation>
    </message>
    <message>
        <source>Structure (levels)</source>
        <translation>Structure (niveaux)</translation>
    </message>
    <message>
        <source>The event&apos;s settings</source>
        <translation>Les réglages de l&apos;événement</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Ajouter une ligne</translation>
    </message>
    <message>
        <source>A&amp;dd level</source>
        <translation>A&amp;jouter un niveau</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Supprimer la ligne</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{flag}:</source>
        <translation>{flag} :</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>ligne {row}</translation>
    </message>
    <message>
        <source>a chip needs its colour&apos;s name</source>
        <translation>un jeton a besoin du nom de sa couleur</translation>
    </message>
    <message>
        <source>chip set</source>
        <translation>jeu de jetons</translation>
    </message>
    <message>
        <source>an event needs at least one denomination</source>
        <translation>un tournoi a besoin d&apos;au moins une valeur de jeton</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>niveau {level}</translation>
    </message>
</context>
<context>
    <name>EventModel</name>
    <message>
        <source>This change could not be saved: {error}</source>
        <translation>Cette modification n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>floordesk: error: {error} (details in {log_file})
</source>
        <translation>floordesk: error: {error} (détails dans {log_file})
</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search narratives, names and rulings (word* for a prefix)</source>
        <translation>Chercher dans les récits, noms et décisions (mot* pour un préfixe)</translation>
    </message>
    <message>
        <source>number or name</source>
        <translation>numéro ou nom</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nom de la table</translation>
    </message>
    <message>
        <source>name or registration</source>
        <translation>nom ou inscription</translation>
    </message>
    <message>
        <source>deciding staff member</source>
        <translation>membre du personnel qui décide</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestées</translation>
    </message>
    <message>
        <source>disputed: a player&apos;s error</source>
        <translation>contestées : erreur d&apos;un joueur</translation>
    </message>
    <message>
        <source>disputed: the dealer&apos;s error</source>
        <translation>contestées : erreur du croupier</translation>
    </message>
    <message>
        <source>disputed: no error</source>
        <translation>contestées : pas d&apos;erreur</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Règle {rule}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Contestation</translation>
    </message>
    <message>
        <source>Search: {problems}.</source>
        <translation>Recherche : {problems}.</translation>
    </message>
</context>
<context>
    <name>FloorServer</name>
    <message>
        <source>Only an administrator who is signed in can set the floor&apos;s server.</source>
        <translation>Seul un administrateur connecté peut régler le serveur du floor.</translation>
    </message>
    <message>
        <source>only an administrator who is signed in can set the floor&apos;s server</source>
        <translation>seul un administrateur connecté peut définir le serveur du floor</translation>
    </message>
</context>
<context>
    <name>FloorServerDialog</name>
    <message>
        <source>Floor server</source>
        <translation>Serveur du floor</translation>
    </message>
    <message>
        <source>What the test found</source>
        <translation>Ce que le test a trouvé</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Stop &amp;using a server</source>
        <translation>&amp;Ne plus utiliser de serveur</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Server (DSN or service):</source>
        <translation>&amp;Serveur (DSN ou service) :</translation>
    </message>
    <message>
        <source>Now: this laptop synchronises with {named}.</source>
        <translation>Actuellement : cet ordinateur se synchronise avec {named}.</translation>
    </message>
    <message>
        <source>Now: no server: this laptop works alone.</source>
        <translation>Actuellement : pas de serveur : cet ordinateur travaille seul.</translation>
    </message>
</context>
<context>
    <name>FootageStatus</name>
    <message>
        <source>Footage of disputed rulings to preserve before the house&apos;s video is lost; press for the list</source>
        <translation>Images des décisions contestées à conserver avant que la vidéo de la maison soit perdue ; appuyez pour la liste</translation>
    </message>
    <message>
        <source>Footage to preserve: {count}</source>
        <translation>Images à conserver : {count}</translation>
    </message>
    <message numerus="yes">
        <source>{shown} (%n overdue)</source>
        <comment>footage tasks</comment>
        <translation>
            <numerusform>{shown} (%n en retard)</numerusform>
            <numerusform>{shown} (%n en retard)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FootageTaskList</name>
    <message>
        <source>Footage to preserve</source>
        <translation>Images à conserver</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incident</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Caméra et plage</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Preserve by</source>
        <translation>À conserver avant</translation>
    </message>
    <message>
        <source>&amp;Mark saved…</source>
        <translation>&amp;Marquer comme conservée…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Actualis&amp;er</translation>
    </message>
    <message>
        <source>&amp;House settings…</source>
        <translation>Réglages de la &amp;maison…</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>EN RETARD depuis {due}</translation>
    </message>
    <message>
        <source>No footage to preserve</source>
        <translation>Aucune image à conserver</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The house&apos;s settings are recorded.</source>
        <translation>Les réglages de la maison sont enregistrés.</translation>
    </message>
</context>
<context>
    <name>FoundChipsPage</name>
    <message>
        <source>Chips of a denomination already coloured up, found in a player&apos;s stack.</source>
        <translation>Jetons d&apos;une valeur déjà changée de couleur, trouvés dans le tapis d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Seat {seat}: {escape}</source>
        <translation>Siège {seat} : {escape}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Chips found:</source>
        <translation>&amp;Jetons trouvés :</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Combien :</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>in the hand</source>
        <translation>dans le coup</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>couché</translation>
    </message>
    <message>
        <source>{name}: the hand as on the table. Correct anything that is wrong.</source>
        <translation>{name} : la main telle qu&apos;elle est sur la table. Corrigez ce qui est faux.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Button:</source>
        <translation>&amp;Bouton :</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>Misé dans ce coup</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>seat {seat}: put in</source>
        <translation>siège {seat} : mis</translation>
    </message>
    <message>
        <source>seat {seat}: status</source>
        <translation>siège {seat} : état</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <source>House settings for disputed rulings</source>
        <translation>Réglages de la maison pour les décisions contestées</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s defaults</source>
        <translation>les valeurs par défaut de FloorDesk</translation>
    </message>
    <message>
        <source>set by {name} on {moment}</source>
        <translation>fixés par {name} le {moment}</translation>
    </message>
    <message>
        <source>In force: {source}.</source>
        <translation>En vigueur : {source}.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>A reviewed dispute needs a &amp;second reviewer&apos;s signature</source>
        <translation>Une contestation visionnée exige la signature d&apos;un &amp;second vérificateur</translation>
    </message>
    <message>
        <source>Why (recorded): the house&apos;s rule or contract that asks it</source>
        <translation>Pourquoi (enregistré) : la règle ou le contrat de la maison qui le demande</translation>
    </message>
    <message>
        <source>A ruling that names a camera must have its footage saved before the video is gone.</source>
        <translation>Une décision qui nomme une caméra doit avoir ses images conservées avant que la vidéo disparaisse.</translation>
    </message>
    <message>
        <source>Table &amp;video is kept</source>
        <translation>La &amp;vidéo des tables est gardée</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motif</translation>
    </message>
    <message>
        <source>Give the reason for the change: it is recorded.</source>
        <translation>Donnez le motif du changement : il est enregistré.</translation>
    </message>
    <message>
        <source>Change the house&apos;s settings</source>
        <translation>Modifier les réglages de la maison</translation>
    </message>
</context>
<context>
    <name>IncidentDetail</name>
    <message>
        <source>The incident</source>
        <translation>L&apos;incident</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Corriger…</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Annuler l&apos;incident…</translation>
    </message>
    <message>
        <source>&amp;Overrule…</source>
        <translation>&amp;Annuler la décision…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Save P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown:</source>
        <translation>Décisions antérieures comparables montrées :</translation>
    </message>
    <message>
        <source>This incident cannot be read: {error}</source>
        <translation>Cet incident est illisible : {error}</translation>
    </message>
    <message>
        <source>{mark}: {message}. Record hash {short_hash} …</source>
        <translation>{mark} : {message}. Empreinte de l&apos;enregistrement {short_hash} …</translation>
    </message>
    <message>
        <source>Open the earlier ruling {label}</source>
        <translation>Ouvrir la décision antérieure {label}</translation>
    </message>
</context>
<context>
    <name>IncidentTableModel</name>
    <message>
        <source>departs (rule 44)</source>
        <translation>s&apos;en écarte (règle 44)</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>suivie</translation>
    </message>
    <message>
        <source>floor&apos;s own</source>
        <translation>propre au floor</translation>
    </message>
    <message>
        <source>{narrative}
id {uid}
device {device} ({device_id})</source>
        <translation>{narrative}
id {uid}
appareil {device} ({device_id})</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>the {LANGUAGES} catalogue cannot be loaded from {resource_root}</source>
        <translation>le catalogue {LANGUAGES} ne peut pas être chargé depuis {resource_root}</translation>
    </message>
</context>
<context>
    <name>LogPreparation</name>
    <message>
        <source>Updating the incident log</source>
        <translation>Mise à jour du journal des incidents</translation>
    </message>
    <message>
        <source>FloorDesk is bringing the incident log up to date for this version (schema {found} to {now}) before opening it. A copy of the log as it was is kept first, in the backups folder.</source>
        <translation>FloorDesk met le journal des incidents à jour pour cette version (schéma {found} vers {now}) avant de l’ouvrir. Une copie du journal tel qu’il était est d’abord conservée dans le dossier des sauvegardes.</translation>
    </message>
    <message>
        <source>FloorDesk is indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>FloorDesk indexe les incidents fusionnés par une importation précédente, pour que la recherche les trouve.</translation>
    </message>
    <message>
        <source>A large log can take several minutes: leave FloorDesk open.</source>
        <translation>Un grand journal peut prendre plusieurs minutes : laissez FloorDesk ouvert.</translation>
    </message>
    <message>
        <source>{minutes}:{seconds:02d} so far</source>
        <translation>{minutes}:{seconds:02d} écoulées</translation>
    </message>
    <message>
        <source>The incident log was changed outside FloorDesk</source>
        <translation>Le journal des incidents a été modifié en dehors de FloorDesk</translation>
    </message>
    <message numerus="yes">
        <source>While bringing the log up to date, FloorDesk found that %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <comment>schema changes</comment>
        <translation>
            <numerusform>En mettant le journal à jour, FloorDesk a constaté que %n élément de la structure du journal différait de ce que FloorDesk crée : ajouté, modifié ou supprimé en dehors de FloorDesk. La différence est conservée dans le journal lui-même, et la vérification de tout le journal la nomme ; la copie du journal tel qu’il était est {copy} dans le dossier des sauvegardes. Prévenez le directeur du tournoi.</numerusform>
            <numerusform>En mettant le journal à jour, FloorDesk a constaté que %n éléments de la structure du journal différaient de ce que FloorDesk crée : ajoutés, modifiés ou supprimés en dehors de FloorDesk. Les différences sont conservées dans le journal lui-même, et la vérification de tout le journal les nomme ; la copie du journal tel qu’il était est {copy} dans le dossier des sauvegardes. Prévenez le directeur du tournoi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogWindow</name>
    <message>
        <source>FloorDesk — Incident log</source>
        <translation>FloorDesk — Journal des incidents</translation>
    </message>
    <message>
        <source>Sort by number or time; the other columns follow the chosen order</source>
        <translation>Trier par numéro ou par heure ; les autres colonnes suivent l&apos;ordre choisi</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Images à conserver</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Rapport</translation>
    </message>
    <message>
        <source>&amp;Shift report of the filtered days…</source>
        <translation>Rapport de &amp;service des jours filtrés…</translation>
    </message>
    <message>
        <source>&amp;Verify the whole log</source>
        <translation>&amp;Vérifier tout le journal</translation>
    </message>
    <message>
        <source>&amp;Witness a printed report&apos;s code…</source>
        <translation>&amp;Attester le code d&apos;un rapport imprimé…</translation>
    </message>
    <message>
        <source>&amp;Auditor&apos;s pack…</source>
        <translation>Dossier de l&apos;&amp;auditeur…</translation>
    </message>
    <message>
        <source>&amp;Retention period…</source>
        <translation>Durée de &amp;conservation…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Incident report for the &amp;player, in</source>
        <translation>Rapport d&apos;incident pour le &amp;joueur, en</translation>
    </message>
    <message>
        <source> (scroll for more)</source>
        <translation> (faites défiler pour en voir plus)</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) shown{more}</source>
        <translation>
            <numerusform>%n incident affiché{more}</numerusform>
            <numerusform>%n incidents affichés{more}</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incident n° {number} infirmé.</translation>
    </message>
    <message>
        <source>Saved {saved}</source>
        <translation>Enregistré {saved}</translation>
    </message>
    <message>
        <source>Gathering the incidents…</source>
        <translation>Rassemblement des incidents…</translation>
    </message>
    <message numerus="yes">
        <source>Auditor&apos;s pack saved to {path} (%n incident(s)); recorded in the log.</source>
        <translation>
            <numerusform>Dossier de l&apos;auditeur enregistré dans {path} (%n incident) ; consigné dans le journal.</numerusform>
            <numerusform>Dossier de l&apos;auditeur enregistré dans {path} (%n incidents) ; consigné dans le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying every record of the log…</source>
        <translation>Vérification de chaque enregistrement du journal…</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>The log could not be verified: {error}</source>
        <translation>Le journal n&apos;a pas pu être vérifié : {error}</translation>
    </message>
    <message>
        <source>All {records} records verify.</source>
        <translation>Les {records} enregistrements sont vérifiés.</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The records verify, but {value}. Search may miss incidents until it is rebuilt: `floordesk log reindex`.</source>
        <translation>Les enregistrements sont vérifiés, mais {value}. La recherche peut manquer des incidents tant qu&apos;elle n&apos;est pas reconstruite : `floordesk log reindex`.</translation>
    </message>
    <message>
        <source>The log does not verify. The first record that does not match: {first}</source>
        <translation>Le journal ne se vérifie pas. Le premier enregistrement qui ne correspond pas : {first}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Main &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Award pot…</source>
        <translation>&amp;Attribuer le pot…</translation>
    </message>
    <message>
        <source>Give the pot out as the rules say, when nobody disputes it (no ruling)</source>
        <translation>Distribuer le pot selon les règles, quand personne ne le conteste (sans décision)</translation>
    </message>
    <message>
        <source>New &amp;table…</source>
        <translation>Nouvelle &amp;table…</translation>
    </message>
    <message>
        <source>Ne&amp;xt table</source>
        <translation>Table &amp;suivante</translation>
    </message>
    <message>
        <source>Pre&amp;vious table</source>
        <translation>Table &amp;précédente</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Large text</source>
        <translation>&amp;Grand texte</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Décisions</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>&amp;Incident log…</source>
        <translation>&amp;Journal des incidents…</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenêtre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rule book</source>
        <translation>&amp;Règlement</translation>
    </message>
    <message>
        <source>&amp;About FloorDesk</source>
        <translation>À &amp;propos de FloorDesk</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Panneau latéral</translation>
    </message>
    <message>
        <source>Award pot</source>
        <translation>Attribuer le pot</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Régler le pot</translation>
    </message>
    <message>
        <source>&amp;Overrule a ruling…</source>
        <translation>&amp;Annuler une décision…</translation>
    </message>
    <message>
        <source>&amp;Preview next hand…</source>
        <translation>&amp;Aperçu de la main suivante…</translation>
    </message>
    <message>
        <source>FloorDesk — {name}</source>
        <translation>FloorDesk — {name}</translation>
    </message>
    <message>
        <source>Level {number}: {level}</source>
        <translation>Niveau {number} : {level}</translation>
    </message>
    <message>
        <source>No structure of levels</source>
        <translation>Pas de structure de niveaux</translation>
    </message>
</context>
<context>
    <name>MarkSavedDialog</name>
    <message>
        <source>Footage of incident #{number} saved</source>
        <translation>Images de l&apos;incident n° {number} conservées</translation>
    </message>
    <message>
        <source>a folder, a disc&apos;s label, a surveillance ticket</source>
        <translation>un dossier, l&apos;étiquette d&apos;un disque, un ticket de surveillance</translation>
    </message>
    <message>
        <source>{camera} for incident #{number} ({event}): where is it kept now?</source>
        <translation>{camera} pour l&apos;incident n° {number} ({event}) : où est-elle conservée maintenant ?</translation>
    </message>
    <message>
        <source>&amp;Saved to</source>
        <translation>&amp;Conservée dans</translation>
    </message>
    <message>
        <source>Say where the footage was saved.</source>
        <translation>Indiquez où les images ont été conservées.</translation>
    </message>
    <message>
        <source>The footage of incident #{number} is saved to {place}.</source>
        <translation>Les images de l&apos;incident n° {number} sont conservées dans {place}.</translation>
    </message>
</context>
<context>
    <name>MarkerItem</name>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Dead button</source>
        <translation>Bouton mort</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>{name}: seat {seat} (drag to correct)</source>
        <translation>{name} : siège {seat} (glissez pour corriger)</translation>
    </message>
</context>
<context>
    <name>OddChipsPage</name>
    <message numerus="yes">
        <source>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip(s)</source>
        <translation>
            <numerusform>{name} : {direct} échangés directement, &lt;b&gt;%n jeton restant&lt;/b&gt; de {chip}</numerusform>
            <numerusform>{name} : {direct} échangés directement, &lt;b&gt;%n jetons restants&lt;/b&gt; de {chip}</numerusform>
        </translation>
    </message>
    <message>
        <source>Count the chips coming out of play. Whole new chips are changed directly; the rest are odd.</source>
        <translation>Comptez les jetons qui sortent du jeu. Les nouveaux jetons entiers sont échangés directement ; le reste est indivisible.</translation>
    </message>
    <message>
        <source>Nobody has {chip} chips.</source>
        <translation>Personne n&apos;a de jetons de {chip}.</translation>
    </message>
</context>
<context>
    <name>OverruleAsk</name>
    <message>
        <source>Overrule a ruling</source>
        <translation>Annuler une décision</translation>
    </message>
    <message>
        <source>Incident number</source>
        <translation>Numéro d&apos;incident</translation>
    </message>
    <message>
        <source>Incident &amp;number (as #17 or 17):</source>
        <translation>&amp;Numéro d&apos;incident (#17 ou 17) :</translation>
    </message>
    <message>
        <source>type the incident&apos;s number</source>
        <translation>saisissez le numéro de l&apos;incident</translation>
    </message>
</context>
<context>
    <name>OverruleDialog</name>
    <message>
        <source>Overrule incident #{number}</source>
        <translation>Infirmer l&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>&amp;Overrule</source>
        <translation>&amp;Infirmer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule} at {table}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incident n° {number}&lt;/b&gt; : {kind} selon la règle {rule} à {table}, décidé par {decided_by} le {when}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incident n° {number}&lt;/b&gt; : {kind} selon la règle {rule}, décidé par {decided_by} le {when}.</translation>
    </message>
    <message>
        <source>Rule and ruling:</source>
        <translation>Règle et décision :</translation>
    </message>
    <message>
        <source>&lt;b&gt;The new decision&lt;/b&gt; (it opens as the decision in force):</source>
        <translation>&lt;b&gt;La nouvelle décision&lt;/b&gt; (elle s&apos;ouvre sur la décision en vigueur) :</translation>
    </message>
</context>
<context>
    <name>PenaltyChoicePage</name>
    <message>
        <source>Verbal warning</source>
        <translation>Avertissement verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Mains manquées</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Tours manqués</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Disqualification (ses jetons quittent le jeu)</translation>
    </message>
    <message>
        <source>The floor decides the penalty (rule 44); the suggestion is one step above his heaviest one.</source>
        <translation>Le floor décide la pénalité (règle 44) ; la suggestion est d&apos;un cran au-dessus de sa plus lourde.</translation>
    </message>
    <message>
        <source>1 to {HANDS_MAX} hands</source>
        <translation>1 à {HANDS_MAX} mains</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Mains :</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Tours :</translation>
    </message>
    <message>
        <source>Suggested: &lt;b&gt;{penalty}&lt;/b&gt;.</source>
        <translation>Suggestion : &lt;b&gt;{penalty}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>First offence.</source>
        <translation>Première infraction.</translation>
    </message>
    <message>
        <source>{name}&apos;s earlier warnings and penalties in this event:&lt;ul&gt;{lines}&lt;/ul&gt;</source>
        <translation>Avertissements et pénalités antérieurs de {name} dans cet événement :&lt;ul&gt;{lines}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>{name} has no earlier warning or penalty in this event.</source>
        <translation>{name} n&apos;a reçu aucun avertissement ni aucune pénalité dans cet événement.</translation>
    </message>
    <message>
        <source>{value} hands with {players} players at the table</source>
        <translation>{value} mains avec {players} joueurs à la table</translation>
    </message>
    <message>
        <source>No cap on rounds in this rule set.</source>
        <translation>Pas de plafond de tours dans ce règlement.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n round(s); the step beyond is disqualification.</source>
        <translation>
            <numerusform>Au plus %n tour ; l&apos;étape suivante est la disqualification.</numerusform>
            <numerusform>Au plus %n tours ; l&apos;étape suivante est la disqualification.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltySituationPage</name>
    <message>
        <source>Exposed a card with action pending</source>
        <translation>A exposé une carte avec une action en attente</translation>
    </message>
    <message>
        <source>Threw a card off the table</source>
        <translation>A jeté une carte hors de la table</translation>
    </message>
    <message>
        <source>Mucked so hard the cards turned over</source>
        <translation>A jeté ses cartes si fort qu&apos;elles se sont retournées</translation>
    </message>
    <message>
        <source>Broke one player to a hand</source>
        <translation>A enfreint la règle « un joueur par main »</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abus</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Comportement perturbateur</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Ralentissement du jeu</translation>
    </message>
    <message>
        <source>Other conduct</source>
        <translation>Autre comportement</translation>
    </message>
    <message>
        <source>Who is penalised, and for what. His history in this event is shown on the next pages.</source>
        <translation>Qui est pénalisé, et pour quoi. Son historique dans ce tournoi figure aux pages suivantes.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Siège {seat} : {name}</translation>
    </message>
    <message>
        <source>He is in the hand being played (it stays live)</source>
        <translation>Il est dans la main en cours (elle reste vivante)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Infraction :</translation>
    </message>
</context>
<context>
    <name>PotAwards</name>
    <message>
        <source>Refused: the pot at {table} is empty.</source>
        <translation>Refusé : le pot de {table} est vide.</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Refusé : {refusal}.</translation>
    </message>
    <message>
        <source>The pot was held while a dispute was reviewed ({holds}): the pot ruling gives it out.</source>
        <translation>Le pot a été bloqué pendant l&apos;examen d&apos;une contestation ({holds}) : c&apos;est la décision sur le pot qui le distribue.</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Refusé : {error}</translation>
    </message>
    <message>
        <source>the table changed while the pot was being settled: start again</source>
        <translation>la table a changé pendant le règlement du pot : recommencez</translation>
    </message>
    <message>
        <source>{text}. No chips left: {value}. Eliminate from the seat&apos;s menu.</source>
        <translation>{text}. Plus de jetons : {value}. Éliminez-le depuis le menu du siège.</translation>
    </message>
</context>
<context>
    <name>PotHoldControls</name>
    <message>
        <source>&amp;Hold the pot…</source>
        <translation>&amp;Bloquer le pot…</translation>
    </message>
    <message>
        <source>Hold the pot while a dispute is reviewed: the hand neither goes on nor is paid</source>
        <translation>Bloquer le pot pendant le visionnage d&apos;une contestation : la main ne continue pas et n&apos;est pas payée</translation>
    </message>
    <message>
        <source>Re&amp;lease the pot</source>
        <translation>&amp;Libérer le pot</translation>
    </message>
    <message>
        <source>Held: {hold}</source>
        <translation>Bloqué : {hold}</translation>
    </message>
    <message>
        <source>Refused: sign in first: who holds the pot goes into the ruling&apos;s record.</source>
        <translation>Refusé : connectez-vous d&apos;abord : qui bloque le pot figure dans l&apos;enregistrement de la décision.</translation>
    </message>
    <message>
        <source>Hold the pot</source>
        <translation>Bloquer le pot</translation>
    </message>
    <message>
        <source>{table}: why is the pot held? (the dispute being reviewed)</source>
        <translation>{table} : pourquoi le pot est-il bloqué ? (la contestation visionnée)</translation>
    </message>
    <message>
        <source>Refused: sign in first: who releases the pot goes into the ruling&apos;s record.</source>
        <translation>Refusé : connectez-vous d&apos;abord : qui libère le pot figure dans l&apos;enregistrement de la décision.</translation>
    </message>
</context>
<context>
    <name>PotItem</name>
    <message>
        <source>Pot: {format_chips} ({describe})</source>
        <translation>Pot : {format_chips} ({describe})</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>Le pot est vide</translation>
    </message>
    <message>
        <source>POT HELD</source>
        <translation>POT BLOQUÉ</translation>
    </message>
</context>
<context>
    <name>PotLayersView</name>
    <message>
        <source>The pots, as layers</source>
        <translation>Les pots, par couches</translation>
    </message>
    <message>
        <source>Main pot {amount} (seats {seats}):</source>
        <translation>Pot principal {amount} (sièges {seats}) :</translation>
    </message>
    <message>
        <source>Side {index} {amount} (seats {seats}):</source>
        <translation>Pot secondaire {index} {amount} (sièges {seats}) :</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>siège {seat} {chips}</translation>
    </message>
    <message>
        <source>high {seats}</source>
        <translation>high {seats}</translation>
    </message>
    <message>
        <source>low {seats}</source>
        <translation>low {seats}</translation>
    </message>
</context>
<context>
    <name>PotsResultPage</name>
    <message>
        <source>Uncalled {chips} goes back to {player}; it is in no pot.</source>
        <translation>Les {chips} non suivis reviennent à {player} ; ils ne sont dans aucun pot.</translation>
    </message>
    <message>
        <source>Push to {player}: {chips} ({stack})</source>
        <translation>Pousser vers {player} : {chips} ({stack})</translation>
    </message>
    <message>
        <source>To make these up, {change}.</source>
        <translation>Pour les composer, {change}.</translation>
    </message>
</context>
<context>
    <name>PrecedentsPanel</name>
    <message>
        <source>&lt;b&gt;Earlier rulings like this one&lt;/b&gt; (same kind and rule set, newest first; click one to open it in the incident log)</source>
        <translation>&lt;b&gt;Décisions antérieures semblables&lt;/b&gt; (même type et même règlement, les plus récentes d&apos;abord ; cliquez sur l&apos;une pour l&apos;ouvrir dans le journal des incidents)</translation>
    </message>
    <message>
        <source>What is &amp;different here (required):</source>
        <translation>Ce qui est &amp;différent ici (obligatoire) :</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>Dans ce tournoi</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Dans tout le journal</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucune pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Open it in the incident log</source>
        <translation>L&apos;ouvrir dans le journal des incidents</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>the idle time must be {low} to {high} seconds</source>
        <translation>le délai d&apos;inactivité doit être de {low} à {high} secondes</translation>
    </message>
</context>
<context>
    <name>ProgressWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>wins one {unit}</source>
        <translation>gagne un {unit}</translation>
    </message>
    <message>
        <source>passed over: already has a {unit}</source>
        <translation>passé : a déjà un {unit}</translation>
    </message>
    <message>
        <source>not read: every raced chip is out</source>
        <translation>non lue : tous les jetons de la course sont attribués</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} from the raced chips</source>
        <translation>  {player} ne peut pas être éliminé par la course : un {unit} pris sur les jetons de la course</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} added to the game</source>
        <translation>  {player} ne peut pas être éliminé par la course : un {unit} ajouté au jeu</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>La course, carte par carte</translation>
    </message>
    <message numerus="yes">
        <source>{denomination_label} into {unit}: %n chip(s) raced</source>
        <translation>
            <numerusform>{denomination_label} en {unit} : %n jeton en course</numerusform>
            <numerusform>{denomination_label} en {unit} : %n jetons en course</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackChip</name>
    <message>
        <source>{label} ({colour_name}): drag onto a seat</source>
        <translation>{label} ({colour_name}) : glissez sur un siège</translation>
    </message>
    <message>
        <source>{label} chips</source>
        <translation>jetons de {label}</translation>
    </message>
</context>
<context>
    <name>RecommendationPage</name>
    <message>
        <source>What the rules recommend, in words you can read out.</source>
        <translation>Ce que recommandent les règles, en mots que vous pouvez lire à voix haute.</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>La recommandation</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>&amp;Print the incident report…</source>
        <translation>&amp;Imprimer le rapport d&apos;incident…</translation>
    </message>
    <message>
        <source>Record hash:</source>
        <translation>Empreinte de l&apos;enregistrement :</translation>
    </message>
    <message>
        <source>Incident #{number} recorded</source>
        <translation>Incident n° {number} enregistré</translation>
    </message>
    <message>
        <source>The table has been changed: {summary}. Edit &gt; Undo takes the change back.</source>
        <translation>La table a été modifiée : {summary}. Édition &gt; Annuler revient en arrière.</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Retention period</source>
        <translation>Durée de conservation</translation>
    </message>
    <message>
        <source> years</source>
        <translation> ans</translation>
    </message>
    <message>
        <source>Why (recorded): the rule or the commission that asks it</source>
        <translation>Pourquoi (enregistré) : la règle ou la commission qui l&apos;exige</translation>
    </message>
    <message>
        <source>Keep the log for</source>
        <translation>Conserver le journal pendant</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Give the reason for the new period: it is recorded.</source>
        <translation>Indiquez le motif de la nouvelle durée : il est enregistré.</translation>
    </message>
    <message>
        <source>Change the log&apos;s retention period (an administrator)</source>
        <translation>Modifier la durée de conservation du journal (un administrateur)</translation>
    </message>
</context>
<context>
    <name>RuleBookDialog</name>
    <message>
        <source>Rule book: {RULES_SHORT_NAME}, Section VI</source>
        <translation>Règlement : {RULES_SHORT_NAME}, section VI</translation>
    </message>
    <message>
        <source>Rules 44 to 52</source>
        <translation>Règles 44 à 52</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>Rule {rule}, as the rule book words it.</source>
        <translation>Règle {rule}, telle que le règlement la formule.</translation>
    </message>
    <message>
        <source>The rule&apos;s text</source>
        <translation>Le texte de la règle</translation>
    </message>
</context>
<context>
    <name>RulingCommand</name>
    <message>
        <source>Incident #{number} was voided: its change is not redone.</source>
        <translation>L&apos;incident n° {number} a été annulé : son changement n&apos;est pas rétabli.</translation>
    </message>
</context>
<context>
    <name>RulingOperations</name>
    <message>
        <source>Whether the event was cancelled could not be read from the log: {error}</source>
        <translation>Le journal n&apos;a pas permis de savoir si le tournoi a été annulé : {error}</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Refusé : {refusal}.</translation>
    </message>
    <message>
        <source>Hand {number}&apos;s penalty hands are not in the log: nobody is signed in.</source>
        <translation>Les mains de pénalité de la main {number} ne sont pas dans le journal : personne n&apos;est connecté.</translation>
    </message>
    <message>
        <source>A penalty hand served could not be recorded: {error}</source>
        <translation>Une main de pénalité purgée n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
    <message>
        <source>A bring-in posted on penalty could not be recorded: {error}</source>
        <translation>Un bring-in posé pendant une pénalité n&apos;a pas pu être enregistré : {error}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Refusé : {error}</translation>
    </message>
    <message>
        <source>Adjust the table by hand</source>
        <translation>Ajuster la table à la main</translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incident n° {number} infirmé.</translation>
    </message>
    <message>
        <source>{said} Its table of {event} is not on screen: the table is not changed.</source>
        <translation>{said} Sa table de {event} n&apos;est pas à l&apos;écran : la table n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>{said} {table} of {event} is not on screen: the table is not changed.</source>
        <translation>{said} {table} de {event} n&apos;est pas à l&apos;écran : la table n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>{said} The event is cancelled: its table is not changed.</source>
        <translation>{said} L&apos;événement est annulé : sa table n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>Incident #{number} overruled</source>
        <translation>Incident n° {number} infirmé</translation>
    </message>
    <message>
        <source>Undone on the table only: the overrule stays in the log.</source>
        <translation>Annulé sur la table seulement : l&apos;annulation de décision reste dans le journal.</translation>
    </message>
    <message>
        <source>Sign in first: only a signed-in member may {doing}.</source>
        <translation>Connectez-vous d&apos;abord : seul un membre connecté peut {doing}.</translation>
    </message>
    <message>
        <source>Finish or cancel the ruling in progress first.</source>
        <translation>Terminez ou annulez d&apos;abord la décision en cours.</translation>
    </message>
    <message>
        <source>The window is locked: unlock it first.</source>
        <translation>La fenêtre est verrouillée : déverrouillez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>Sign in first: a ruling is signed by the supervisor who makes it.</source>
        <translation>Connectez-vous d&apos;abord : une décision est signée par le superviseur qui la prend.</translation>
    </message>
    <message>
        <source>Seat {seat}: this ruling leads to a {value} ruling (rule {rule}).</source>
        <translation>Siège {seat} : cette décision mène à une décision {value} (règle {rule}).</translation>
    </message>
    <message>
        <source>The ruling in progress could not be saved: {error}</source>
        <translation>La décision en cours n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {error}</source>
        <translation>La décision en cours n&apos;a pas pu être abandonnée : {error}</translation>
    </message>
    <message>
        <source>A ruling was left in progress</source>
        <translation>Une décision est restée en cours</translation>
    </message>
    <message>
        <source>A {replace} ruling at {table} was not finished (saved {saved_utc} UTC).</source>
        <translation>Une décision {replace} à {table} n&apos;a pas été terminée (enregistrée {saved_utc} UTC).</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;La reprendre</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;L&apos;abandonner</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded.</source>
        <translation>La décision restée en cours a été abandonnée.</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded: {refusal}.</source>
        <translation>La décision restée en cours a été abandonnée : {refusal}.</translation>
    </message>
    <message>
        <source>The ruling left in progress was at {table}, which is no longer in play: discarded.</source>
        <translation>La décision restée en cours concernait {table}, qui n&apos;est plus en jeu : abandonnée.</translation>
    </message>
    <message>
        <source>The ruling left in progress cannot be read ({error}): discarded.</source>
        <translation>La décision restée en cours est illisible ({error}) : abandonnée.</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {draft_kept}</source>
        <translation>La décision en cours n&apos;a pas pu être abandonnée : {draft_kept}</translation>
    </message>
    <message>
        <source>{name} signs as second reviewer: enter their PIN</source>
        <translation>{name} signe comme second vérificateur : saisissez son PIN</translation>
    </message>
    <message>
        <source>Undone: {text}. The incident stays in the log unless it is voided.</source>
        <translation>Annulé : {text}. L&apos;incident reste dans le journal à moins d&apos;être annulé.</translation>
    </message>
    <message>
        <source>Incident #{number} is kept in the log.</source>
        <translation>L&apos;incident n° {number} est conservé dans le journal.</translation>
    </message>
    <message>
        <source>Incident #{number} has been voided.</source>
        <translation>L&apos;incident n° {number} a été annulé.</translation>
    </message>
</context>
<context>
    <name>RulingWizard</name>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>Discard this ruling?</source>
        <translation>Abandonner cette décision ?</translation>
    </message>
    <message>
        <source>What you have entered for this ruling will be lost.</source>
        <translation>Ce que vous avez saisi pour cette décision sera perdu.</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;L&apos;abandonner</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Continuer</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Absent: his blinds and antes are posted and his hand is killed.</source>
        <translation>Absent : ses blindes et antes sont postées et sa main est morte.</translation>
    </message>
    <message>
        <source>New at this table: dealt in once the button has passed him (rule 50).</source>
        <translation>Nouveau à cette table : reçoit des cartes une fois que le bouton l&apos;a dépassé (règle 50).</translation>
    </message>
    <message>
        <source>Folded this hand.</source>
        <translation>S&apos;est couché dans cette main.</translation>
    </message>
    <message>
        <source>All in: all his chips are in the pot.</source>
        <translation>Tapis : tous ses jetons sont dans le pot.</translation>
    </message>
    <message>
        <source>No chips, none in the pot: not dealt in.</source>
        <translation>Pas de jetons, aucun dans le pot : ne reçoit pas de cartes.</translation>
    </message>
    <message>
        <source>No seat selected</source>
        <translation>Aucun siège sélectionné</translation>
    </message>
    <message>
        <source>Click a seat, or press its number (0 for seat 10).</source>
        <translation>Cliquez sur un siège ou tapez son numéro (0 pour le siège 10).</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Player to seat</source>
        <translation>Joueur à placer</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Placer le joueur</translation>
    </message>
    <message>
        <source>Type a name, or pick a registered player:</source>
        <translation>Tapez un nom ou choisissez un joueur inscrit :</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Éliminer</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Siège {seat} : vide</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand.</source>
        <translation>{name} a été éliminé à cette main.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Siège {seat} : {name}</translation>
    </message>
    <message>
        <source>On penalty, {penalty} (away from the table).</source>
        <translation>Pénalité, {penalty} (loin de la table).</translation>
    </message>
    <message>
        <source>This hand is dealt in and killed.</source>
        <translation>Cette main est distribuée puis morte.</translation>
    </message>
    <message>
        <source>Playing.</source>
        <translation>Joue.</translation>
    </message>
    <message>
        <source>Total: {total} in chips</source>
        <translation>Total : {total} en jetons</translation>
    </message>
    <message>
        <source>In the pot this hand: {total}</source>
        <translation>Dans le pot cette main : {total}</translation>
    </message>
    <message>
        <source>Nothing in the pot this hand.</source>
        <translation>Rien dans le pot cette main.</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>De retour à la table</translation>
    </message>
    <message>
        <source>Mark absent</source>
        <translation>Marquer absent</translation>
    </message>
    <message>
        <source>{label} count: {problems}.</source>
        <translation>Nombre de {label} : {problems}.</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Enter the cards and FloorDesk finds the winners, or state who won each pot.</source>
        <translation>Saisissez les cartes et FloorDesk trouve les gagnants, ou indiquez qui a gagné chaque pot.</translation>
    </message>
    <message>
        <source>Enter the cards shown (FloorDesk reads the hands)</source>
        <translation>Saisir les cartes montrées (FloorDesk lit les mains)</translation>
    </message>
    <message>
        <source>State the winners of each pot (the cards are gone)</source>
        <translation>Indiquer les gagnants de chaque pot (les cartes ne sont plus là)</translation>
    </message>
    <message>
        <source>Only one player is left in every pot: it is won without a showdown.</source>
        <translation>Il ne reste qu&apos;un joueur dans chaque pot : il est gagné sans abattage.</translation>
    </message>
    <message>
        <source>The &amp;board</source>
        <translation>Le &amp;tableau</translation>
    </message>
    <message>
        <source>{value} cards: type them (As Kd …) or press them below</source>
        <translation>{value} cartes : tapez-les (As Kd …) ou appuyez dessus ci-dessous</translation>
    </message>
    <message>
        <source>{label} ({value} cards):</source>
        <translation>{label} ({value} cartes) :</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>aucune main basse qualifiée</translation>
    </message>
    <message>
        <source>Tie-breaking cards (stud: the odd chip goes by the high card by suit)</source>
        <translation>Cartes de départage (stud : le jeton indivisible va à la plus haute carte par couleur)</translation>
    </message>
    <message>
        <source>Cards seen this hand (up cards, shown cards; optional)</source>
        <translation>Cartes vues cette main (cartes visibles, montrées ; facultatif)</translation>
    </message>
    <message>
        <source>seat {seat}: cards seen</source>
        <translation>siège {seat} : cartes vues</translation>
    </message>
    <message>
        <source>e.g. 6d 9s</source>
        <translation>p. ex. 6d 9s</translation>
    </message>
    <message>
        <source>e.g. K♠ as Ks</source>
        <translation>p. ex. K♠ s&apos;écrit Ks</translation>
    </message>
    <message>
        <source>seat {seat}: {half}: {tie_card_label}</source>
        <translation>siège {seat} : {half} : {tie_card_label}</translation>
    </message>
    <message>
        <source>High winner(s):</source>
        <translation>Gagnant(s) de la main haute :</translation>
    </message>
    <message>
        <source>Low winner(s):</source>
        <translation>Gagnant(s) de la main basse :</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Main pot (can be won by seats {seats})</source>
        <translation>Pot principal (peut être gagné par les sièges {seats})</translation>
    </message>
    <message>
        <source>Side pot {number} (can be won by seats {seats})</source>
        <translation>Pot secondaire {number} (peut être gagné par les sièges {seats})</translation>
    </message>
    <message>
        <source>{half}: {tie_card_label}</source>
        <translation>{half} : {tie_card_label}</translation>
    </message>
    <message>
        <source>Decided: {line}</source>
        <translation>Décidé : {line}</translation>
    </message>
    <message>
        <source>The odd chip is decided once the cards fit.</source>
        <translation>Le jeton indivisible est décidé une fois les cartes en ordre.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <source>Sign {name} out</source>
        <translation>Déconnecter {name}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN :</translation>
    </message>
    <message>
        <source>choose your name first</source>
        <translation>choisissez d&apos;abord votre nom</translation>
    </message>
</context>
<context>
    <name>SignatureDialog</name>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Staff member</source>
        <translation>Membre du personnel</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>No staff member with a PIN on this laptop can sign.</source>
        <translation>Aucun membre du personnel ayant un PIN sur cet ordinateur ne peut signer.</translation>
    </message>
</context>
<context>
    <name>SignaturePage</name>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Signer</translation>
    </message>
    <message>
        <source>Signing writes the ruling to the incident log and changes the table.</source>
        <translation>La signature inscrit la décision dans le journal des incidents et modifie la table.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Second reviewer&apos;s PIN</source>
        <translation>PIN du second vérificateur</translation>
    </message>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Passer la main au poste…</translation>
    </message>
    <message>
        <source>Another member signs in here and signs this ruling; nothing entered is lost</source>
        <translation>Un autre membre se connecte ici et signe cette décision ; rien de ce qui a été saisi n&apos;est perdu</translation>
    </message>
    <message>
        <source>{escape}, your &amp;PIN:</source>
        <translation>{escape}, votre &amp;PIN :</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Votre &amp;PIN :</translation>
    </message>
    <message>
        <source>The ruling ({summary}) follows the recommendation.</source>
        <translation>La décision ({summary}) suit la recommandation.</translation>
    </message>
    <message>
        <source>The ruling ({summary}) departs from it.</source>
        <translation>La décision ({summary}) s&apos;en écarte.</translation>
    </message>
    <message>
        <source>{reviewer}, second reviewer, your P&amp;IN:</source>
        <translation>{reviewer}, second vérificateur, votre P&amp;IN :</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Rien n&apos;a été enregistré : {error}</translation>
    </message>
</context>
<context>
    <name>SignedDialog</name>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Votre &amp;PIN :</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>saisissez votre PIN pour signer</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Rien n&apos;a été enregistré : {error}</translation>
    </message>
</context>
<context>
    <name>StacksGrid</name>
    <message>
        <source>{label}: {denomination_label} chips</source>
        <translation>{label} : jetons de {denomination_label}</translation>
    </message>
</context>
<context>
    <name>StacksPage</name>
    <message>
        <source>{name}: each player&apos;s chips as on the table. Correct any count that is wrong.</source>
        <translation>{name} : les jetons de chaque joueur tels qu&apos;ils sont sur la table. Corrigez tout compte erroné.</translation>
    </message>
</context>
<context>
    <name>StaffControls</name>
    <message>
        <source>Sign &amp;in…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Verrouiller</translation>
    </message>
    <message>
        <source>Lock the window until your PIN is entered again (Ctrl+L)</source>
        <translation>Verrouiller la fenêtre jusqu&apos;à ce que votre PIN soit ressaisi (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Staff…</source>
        <translation>&amp;Personnel…</translation>
    </message>
    <message>
        <source>Floor &amp;server…</source>
        <translation>&amp;Serveur du floor…</translation>
    </message>
    <message>
        <source>Nobody is signed in: there is nothing to lock.</source>
        <translation>Personne n&apos;est connecté : il n&apos;y a rien à verrouiller.</translation>
    </message>
    <message>
        <source>Only an administrator who is signed in can open the Staff window.</source>
        <translation>Seul un administrateur connecté peut ouvrir la fenêtre Personnel.</translation>
    </message>
</context>
<context>
    <name>StaffForm</name>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN :</translation>
    </message>
    <message>
        <source>PIN &amp;again:</source>
        <translation>PIN &amp;à nouveau :</translation>
    </message>
    <message>
        <source>does not match the PIN above</source>
        <translation>ne correspond pas au PIN ci-dessus</translation>
    </message>
</context>
<context>
    <name>StaffSession</name>
    <message>
        <source>the window is locked: unlock it first</source>
        <translation>la fenêtre est verrouillée : déverrouillez-la d&apos;abord</translation>
    </message>
    <message>
        <source>nobody is signed in</source>
        <translation>personne n&apos;est connecté</translation>
    </message>
</context>
<context>
    <name>StaffStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Locked: {name}</source>
        <translation>Verrouillé : {name}</translation>
    </message>
    <message>
        <source>Nobody is signed in</source>
        <translation>Personne n&apos;est connecté</translation>
    </message>
    <message>
        <source>{name} ({title}) is signed in</source>
        <translation>{name} ({title}) est connecté</translation>
    </message>
</context>
<context>
    <name>StaffWindow</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>PIN on this laptop</source>
        <translation>PIN sur cet ordinateur</translation>
    </message>
    <message>
        <source>Wrong PINs</source>
        <translation>PIN erronés</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>&amp;Add member…</source>
        <translation>&amp;Ajouter un membre…</translation>
    </message>
    <message>
        <source>Change &amp;role…</source>
        <translation>Changer de &amp;rôle…</translation>
    </message>
    <message>
        <source>&amp;Deactivate…</source>
        <translation>&amp;Désactiver…</translation>
    </message>
    <message>
        <source>Reset &amp;PIN…</source>
        <translation>Réinitialiser le &amp;PIN…</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Lock the window after this long without use:</source>
        <translation>&amp;Verrouiller la fenêtre après ce temps sans utilisation :</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Défini</translation>
    </message>
    <message>
        <source>None: reset it to let them sign in here</source>
        <translation>Aucun : réinitialisez-le pour qu&apos;il puisse se connecter ici</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Ajouter un membre du personnel</translation>
    </message>
    <message>
        <source>The new member signs in with this PIN.</source>
        <translation>Le nouveau membre se connecte avec ce PIN.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Rôle :</translation>
    </message>
    <message>
        <source>Change {name}&apos;s role</source>
        <translation>Changer le rôle de {name}</translation>
    </message>
    <message>
        <source>{name} is {a}.</source>
        <translation>{name} est {a}.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Changer de rôle</translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation>Nouveau &amp;rôle :</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <source>Reset {name}&apos;s PIN</source>
        <translation>Réinitialiser le PIN de {name}</translation>
    </message>
    <message>
        <source>Give {name} the new PIN in person.</source>
        <translation>Remettez le nouveau PIN à {name} en personne.</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Réinitialiser le PIN</translation>
    </message>
    <message>
        <source>New &amp;PIN:</source>
        <translation>Nouveau &amp;PIN :</translation>
    </message>
    <message>
        <source>no staff member is selected</source>
        <translation>aucun membre du personnel n&apos;est sélectionné</translation>
    </message>
    <message>
        <source>nobody is signed in at this window</source>
        <translation>personne n&apos;est connecté à cette fenêtre</translation>
    </message>
    <message>
        <source>Re&amp;activate…</source>
        <translation>&amp;Réactiver…</translation>
    </message>
    <message>
        <source>{in_a_row} in a row ({total} in all), the last at {last} UTC on {laptop}</source>
        <translation>{in_a_row} d&apos;affilée ({total} en tout), la dernière le {last} UTC sur {laptop}</translation>
    </message>
    <message>
        <source>{said}; the next try waits {seconds} s</source>
        <translation>{said} ; le prochain essai attend {seconds} s</translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message>
        <source>Server: connecting…</source>
        <translation>Serveur : connexion…</translation>
    </message>
    <message>
        <source>The last synchronisation failed: {reason}</source>
        <translation>La dernière synchronisation a échoué : {reason}</translation>
    </message>
    <message>
        <source>{server}: sent {sent}, received {received}.</source>
        <translation>{server} : envoi {sent}, réception {received}.</translation>
    </message>
    <message>
        <source>Nothing received from the other laptops yet.</source>
        <translation>Rien reçu des autres ordinateurs pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Last received at {at:%H:%M}: %n record(s) from {laptops}.</source>
        <translation>
            <numerusform>Dernière réception à {at:%H:%M} : %n enregistrement de {laptops}.</numerusform>
            <numerusform>Dernière réception à {at:%H:%M} : %n enregistrements de {laptops}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of this laptop&apos;s records still to send.</source>
        <translation>
            <numerusform>%n enregistrement de cet ordinateur reste à envoyer.</numerusform>
            <numerusform>%n enregistrements de cet ordinateur restent à envoyer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive.</source>
        <translation>
            <numerusform>%n enregistrement des autres ordinateurs reste à recevoir.</numerusform>
            <numerusform>%n enregistrements des autres ordinateurs restent à recevoir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.</source>
        <translation>
            <numerusform>%n enregistrement des autres ordinateurs reste à recevoir : la réception attend que quelqu&apos;un se connecte.</numerusform>
            <numerusform>%n enregistrements des autres ordinateurs restent à recevoir : la réception attend que quelqu&apos;un se connecte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n refused</source>
        <translation>
            <numerusform>Serveur : %n refusé</numerusform>
            <numerusform>Serveur : %n refusés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n waiting</source>
        <translation>
            <numerusform>Serveur : %n en attente</numerusform>
            <numerusform>Serveur : %n en attente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable · %n waiting · last contact {contact}</source>
        <translation>
            <numerusform>Serveur injoignable · %n en attente · dernier contact {contact}</numerusform>
            <numerusform>Serveur injoignable · %n en attente · dernier contact {contact}</numerusform>
        </translation>
    </message>
    <message>
        <source>the log could not be opened: {error}</source>
        <translation>le journal n&apos;a pas pu être ouvert : {error}</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>Server unreachable · last contact {contact}</source>
        <translation>Serveur injoignable · dernier contact {contact}</translation>
    </message>
    <message>
        <source>Server: synchronised</source>
        <translation>Serveur : synchronisé</translation>
    </message>
    <message>
        <source>{text} · last contact {last_contact:%H:%M}</source>
        <translation>{text} · dernier contact {last_contact:%H:%M}</translation>
    </message>
    <message>
        <source>Floor server</source>
        <translation>Serveur du floor</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Pas encore synchronisé.</translation>
    </message>
</context>
<context>
    <name>TableAdmin</name>
    <message>
        <source>Move {name} (seat {seat}, {chips} in chips) to {table}, seat {to_seat}?</source>
        <translation>Déplacer {name} (siège {seat}, {chips} en jetons) vers {table}, siège {to_seat} ?</translation>
    </message>
</context>
<context>
    <name>TableNameDialog</name>
    <message>
        <source>Table {number}</source>
        <translation>Table {number}</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>{MAX_NAME_LENGTH} caractères au plus</translation>
    </message>
    <message>
        <source>{MIN_SEATS} to {MAX_SEATS}</source>
        <translation>{MIN_SEATS} à {MAX_SEATS}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Seats ({MIN_SEATS} to {MAX_SEATS}):</source>
        <translation>&amp;Sièges ({MIN_SEATS} à {MAX_SEATS}) :</translation>
    </message>
</context>
<context>
    <name>TableOperations</name>
    <message numerus="yes">
        <source>Penalty for {who}: %n hand(s) to miss</source>
        <translation>
            <numerusform>Pénalité pour {who} : %n main à manquer</numerusform>
            <numerusform>Pénalité pour {who} : %n mains à manquer</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <extracomment>Why the last change was refused (&quot;&quot; after an accepted one), to show beside the field. Why no change may be made to the event&apos;s tables any more (&quot;&quot; while it runs: a cancelled event&apos;s is set).</extracomment>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (siège {seat})</translation>
    </message>
    <message>
        <source>Rename {table} to {name}</source>
        <translation>Renommer {table} en {name}</translation>
    </message>
    <message>
        <source>Remove {table}</source>
        <translation>Retirer {table}</translation>
    </message>
    <message>
        <source>Move {who} of {source} to {target}, seat {seat}</source>
        <translation>Déplacer {who} de {source} à {target}, siège {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Add {name} (%n seat(s))</source>
        <translation>
            <numerusform>Ajouter {name} (%n siège)</numerusform>
            <numerusform>Ajouter {name} (%n sièges)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {name} in seat {seat}</source>
        <translation>Asseoir {name} au siège {seat}</translation>
    </message>
    <message>
        <source>Move {who} to seat {seat}</source>
        <translation>Déplacer {who} au siège {seat}</translation>
    </message>
    <message>
        <source>Eliminate {who}</source>
        <translation>Éliminer {who}</translation>
    </message>
    <message>
        <source>Mark {who} absent</source>
        <translation>Marquer {who} absent</translation>
    </message>
    <message>
        <source>Mark {who} back at the table</source>
        <translation>Marquer {who} de retour à la table</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who} se couche</translation>
    </message>
    <message>
        <source>{who} has not folded</source>
        <translation>{who} ne s&apos;est pas couché</translation>
    </message>
    <message>
        <source>{who} posts the bring-in (on penalty)</source>
        <translation>{who} pose le bring-in (pénalisé)</translation>
    </message>
    <message>
        <source>Count {who}: {chips}</source>
        <translation>Compter {who} : {chips}</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>le pot</translation>
    </message>
    <message>
        <source>the rack</source>
        <translation>le rack</translation>
    </message>
    <message>
        <source>Add {amount} to {who}</source>
        <translation>Ajouter {amount} à {who}</translation>
    </message>
    <message>
        <source>{who} puts {amount} in the pot</source>
        <translation>{who} met {amount} au pot</translation>
    </message>
    <message>
        <source>Give {amount} from the pot to {who}</source>
        <translation>Donner {amount} du pot à {who}</translation>
    </message>
    <message>
        <source>Take {amount} from {who} back to the rack</source>
        <translation>Remettre {amount} de {who} au rack</translation>
    </message>
    <message>
        <source>Move {amount} from {source} to {target}</source>
        <translation>Déplacer {amount} de {source} vers {target}</translation>
    </message>
    <message>
        <source>{table}: deal hand {number}</source>
        <translation>{table} : distribuer la main {number}</translation>
    </message>
    <message>
        <source>{table}, hand {number}: {describe_markers}</source>
        <translation>{table}, main {number} : {describe_markers}</translation>
    </message>
    <message>
        <source>{table}: pot held by {name}</source>
        <translation>{table} : pot bloqué par {name}</translation>
    </message>
    <message>
        <source>{table}: pot released by {name}</source>
        <translation>{table} : pot libéré par {name}</translation>
    </message>
    <message>
        <source>{table}: misdeal, hand {number} dealt again</source>
        <translation>{table} : fausse donne, la main {number} est redistribuée</translation>
    </message>
    <message>
        <source>Move {marker} to seat {seat}</source>
        <translation>Déplacer {marker} au siège {seat}</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Side panel: the hand, the chip rack and the seat</source>
        <translation>Panneau latéral : la main, le rack de jetons et le siège</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Chip rack</source>
        <translation>Rack de jetons</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Aucune table</translation>
    </message>
    <message>
        <source>Hand in play</source>
        <translation>Main en cours</translation>
    </message>
    <message>
        <source>No hand dealt yet</source>
        <translation>Aucune main distribuée</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Main {number}</translation>
    </message>
</context>
<context>
    <name>TableTabs</name>
    <message>
        <source>This ta&amp;ble</source>
        <translation>Cette ta&amp;ble</translation>
    </message>
    <message>
        <source>This ta&amp;ble{shown}</source>
        <translation>Cette ta&amp;ble{shown}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table diagram: {table}. A seat&apos;s number (0 for seat 10) or the arrow keys choose a seat; Enter opens its menu, F2 its editor.</source>
        <translation>Schéma de la table : {table}. Le numéro d&apos;un siège (0 pour le siège 10) ou les flèches choisissent un siège ; Entrée ouvre son menu, F2 son éditeur.</translation>
    </message>
    <message>
        <source>Table diagram: {table}</source>
        <translation>Schéma de la table : {table}</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Annuler l&apos;incident n° {number} ?</translation>
    </message>
    <message>
        <source>The table&apos;s change has been undone, but incident #{number} is still in the log. Void it if the ruling should never have stood (a reason and a second staff member&apos;s signature are required), or keep it.</source>
        <translation>Le changement de la table a été annulé, mais l&apos;incident n° {number} est toujours dans le journal. Annulez-le si la décision n&apos;aurait jamais dû tenir (un motif et la signature d&apos;un second membre du personnel sont requis), ou gardez-le.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <source>&amp;Voided by:</source>
        <translation>&amp;Annulé par :</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN :</translation>
    </message>
    <message>
        <source>&amp;Confirmed by:</source>
        <translation>&amp;Confirmé par :</translation>
    </message>
    <message>
        <source>P&amp;IN:</source>
        <translation>P&amp;IN :</translation>
    </message>
    <message>
        <source>&amp;Void the incident</source>
        <translation>&amp;Annuler l&apos;incident</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Le garder</translation>
    </message>
    <message>
        <source>A void needs a reason.</source>
        <translation>Une annulation demande un motif.</translation>
    </message>
    <message>
        <source>Not voided: {error}.</source>
        <translation>Non annulé : {error}.</translation>
    </message>
</context>
<context>
    <name>WindowLabels</name>
    <message>
        <source>Rules: FloorDesk follows the {edition}</source>
        <translation>Règles : FloorDesk suit les {edition}</translation>
    </message>
    <message>
        <source>{taken} of {seats} seats taken</source>
        <translation>{taken} sièges occupés sur {seats}</translation>
    </message>
    <message>
        <source>{table}: {markers}</source>
        <translation>{table} : {markers}</translation>
    </message>
</context>
<context>
    <name>WitnessDialog</name>
    <message>
        <source>Witness a printed report</source>
        <translation>Attester un rapport imprimé</translation>
    </message>
    <message>
        <source>floordesk:incident:…</source>
        <translation>floordesk:incident:…</translation>
    </message>
    <message>
        <source>The code printed under the report&apos;s QR code (or scanned from it):</source>
        <translation>Le code imprimé sous le QR code du rapport (ou lu depuis celui-ci) :</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Not witnessed: {message}.</source>
        <translation>Non attesté : {message}.</translation>
    </message>
    <message>
        <source>Witness the printed report of incident #{number}</source>
        <translation>Attester le rapport imprimé de l&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} is witnessed.</source>
        <translation>Le rapport imprimé de l&apos;incident n° {number} est attesté.</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} was already witnessed.</source>
        <translation>Le rapport imprimé de l&apos;incident n° {number} était déjà attesté.</translation>
    </message>
</context>
<context>
    <name>WizardEntry</name>
    <message>
        <source>&amp;Colour-up and chip race…</source>
        <translation>&amp;Changement de couleur et course aux jetons…</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Course aux jetons</translation>
    </message>
    <message>
        <source>Chips &amp;found after a race…</source>
        <translation>Jetons &amp;trouvés après une course…</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Jetons trouvés</translation>
    </message>
    <message>
        <source>&amp;Settle pot (side pots, split, odd chips)…</source>
        <translation>&amp;Régler le pot (pots annexes, partage, jetons indivisibles)…</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Régler le pot</translation>
    </message>
    <message>
        <source>Call the c&amp;lock…</source>
        <translation>Appeler le c&amp;hrono…</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>&amp;Button and blinds for the next hand…</source>
        <translation>&amp;Bouton et blindes pour la main suivante…</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Pénalité ou avertissement…</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
</context>
<context>
    <name>_Reported</name>
    <message>
        <source>Redid: {text}</source>
        <translation>Rétabli : {text}</translation>
    </message>
    <message>
        <source>Undid: {text}</source>
        <translation>Annulé : {text}</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;The tournament floor supervisor&apos;s desk.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rules:&lt;/b&gt; {rules}.&lt;br&gt;Rules 44 to 51 are quoted from the 2009 rule book; the text of rule 52 (penalties) was not found, so FloorDesk follows a documented reconstruction.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Log file:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;Le poste du superviseur de floor de tournoi.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Règles :&lt;/b&gt; {rules}.&lt;br&gt;Les règles 44 à 51 sont citées du livre de règles 2009 ; le texte de la règle 52 (pénalités) n&apos;a pas été trouvé, FloorDesk suit donc une reconstruction documentée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Données :&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Fichier de log :&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About FloorDesk</source>
        <translation>À propos de FloorDesk</translation>
    </message>
</context>
<context>
    <name>accessible</name>
    <message>
        <source>{name}: choices</source>
        <translation>{name} : choix</translation>
    </message>
</context>
<context>
    <name>amend</name>
    <message>
        <source>a Tournament Director overrules a recorded ruling (rule 44)</source>
        <translation>un directeur du tournoi annule une décision enregistrée (règle 44)</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N) or an incident id</source>
        <translation>le numéro d&apos;incident de cet ordinateur (N ou #N) ou un id d&apos;incident</translation>
    </message>
    <message>
        <source>the new decision (default: the recommendation the floor departed from)</source>
        <translation>la nouvelle décision (par défaut : la recommandation dont le floor s&apos;est écarté)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>annuler ou modifier un tournoi (règle 45)</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>le membre du personnel qui signe</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du signataire : la première ligne du fichier</translation>
    </message>
    <message>
        <source>why (required)</source>
        <translation>pourquoi (obligatoire)</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nom ou numéro du tournoi (#N)</translation>
    </message>
    <message>
        <source>cancel the event</source>
        <translation>annuler le tournoi</translation>
    </message>
    <message>
        <source>what changes, e.g. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</source>
        <translation>ce qui change, p. ex. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>Correct incident #{number}</source>
        <translation>Corriger l&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>Correct the facts as recorded (the decision changes only by a Tournament Director&apos;s overrule).</source>
        <translation>Corriger les faits tels qu&apos;enregistrés (la décision ne change que par l&apos;infirmation du directeur du tournoi).</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Témoins</translation>
    </message>
    <message>
        <source>Reason for the correction</source>
        <translation>Motif de la correction</translation>
    </message>
    <message>
        <source>Sign the correction of incident #{number}</source>
        <translation>Signer la correction de l&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Annuler l&apos;incident n° {number} ?</translation>
    </message>
    <message>
        <source>A void needs a manager or Tournament Director and a second, different staff member to confirm it.</source>
        <translation>Une annulation demande un responsable ou le directeur du tournoi, et un second membre du personnel, différent, pour la confirmer.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Sign the void of incident #{number}</source>
        <translation>Signer l&apos;annulation de l&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>A second staff member confirms the void of incident #{number}</source>
        <translation>Un second membre du personnel confirme l&apos;annulation de l&apos;incident n° {number}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>the current event has no table</source>
        <translation>le tournoi en cours n&apos;a pas de table</translation>
    </message>
    <message>
        <source>the saved event in {database} cannot be read: {error}</source>
        <translation>le tournoi enregistré dans {database} ne peut pas être lu : {error}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>afficher le numéro de version du programme et quitter</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>arguments non reconnus : {arguments}</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>les arguments suivants sont obligatoires : {arguments}</translation>
    </message>
    <message>
        <source>argument {argument}: {message}</source>
        <translation>argument {argument} : {message}</translation>
    </message>
    <message>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>choix invalide : {value} (choisir parmi {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: {value}</source>
        <translation>valeur {type} invalide : {value}</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>non autorisé avec l&apos;argument {argument}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>l&apos;un des arguments {arguments} est obligatoire</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>option ambiguë : {option} peut correspondre à {matches}</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>floordesk: error: {message}
</source>
        <translation>floordesk : erreur : {message}
</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>the auditor&apos;s pack of a period as one zip (a manager, TD or administrator signs in)</source>
        <translation>le dossier de l&apos;auditeur d&apos;une période en un zip (un manager, TD ou administrateur se connecte)</translation>
    </message>
    <message>
        <source>the first day</source>
        <translation>le premier jour</translation>
    </message>
    <message>
        <source>the last day (inclusive)</source>
        <translation>le dernier jour (inclus)</translation>
    </message>
    <message>
        <source>one event only</source>
        <translation>un seul tournoi</translation>
    </message>
    <message>
        <source>prove an auditor&apos;s pack without any log (exit 0, or 1 naming what differs)</source>
        <translation>prouver un dossier de l&apos;auditeur sans aucun journal (sortie 0, ou 1 en nommant ce qui diffère)</translation>
    </message>
    <message>
        <source>the log&apos;s retention period (an administrator sets it with --set)</source>
        <translation>la durée de conservation du journal (un administrateur la fixe avec --set)</translation>
    </message>
    <message>
        <source>the new period, in years</source>
        <translation>la nouvelle durée, en années</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>pourquoi (enregistré)</translation>
    </message>
    <message>
        <source>the administrator setting it</source>
        <translation>l&apos;administrateur qui la fixe</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>lire le PIN sur la première ligne de ce fichier, pas au terminal</translation>
    </message>
    <message>
        <source>ok: the pack holds: its manifest&apos;s signature, every file&apos;s SHA-256, {records} (hashes, signatures, links) and its CSVs made again from them ({incidents}, {period})
</source>
        <translation>ok : le dossier tient : la signature de son manifeste, le SHA-256 de chaque fichier, {records} (hachages, signatures, liens) et ses CSV refaits à partir d&apos;eux ({incidents}, {period})
</translation>
    </message>
    <message>
        <source>FAILED: the first file or record that does not match is {problem}
</source>
        <translation>ÉCHEC : le premier fichier ou enregistrement qui ne correspond pas est {problem}
</translation>
    </message>
    <message>
        <source>this log has no event {event}</source>
        <translation>ce journal n&apos;a pas de tournoi {event}</translation>
    </message>
    <message>
        <source>{count} events match {event}</source>
        <translation>{count} tournois correspondent à {event}</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name} : </translation>
    </message>
    <message>
        <source>auditor&apos;s pack written to {path}: {incidents}, {records} of the period; manifest SHA-256 {sha256} (recorded in the log)</source>
        <translation>dossier de l&apos;auditeur écrit dans {path} : {incidents}, {records} de la période ; SHA-256 du manifeste {sha256} (enregistré dans le journal)</translation>
    </message>
    <message>
        <source>give the new period (--set YEARS) with --reason and --by</source>
        <translation>donnez la nouvelle durée (--set ANNÉES) avec --reason et --by</translation>
    </message>
    <message>
        <source>a new retention period needs --reason TEXT and --by NAME (an administrator)</source>
        <translation>une nouvelle durée de conservation exige --reason TEXTE et --by NOM (un administrateur)</translation>
    </message>
    <message>
        <source>unchanged: {statement}</source>
        <translation>inchangé : {statement}</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 enregistrement</translation>
    </message>
    <message>
        <source>{count} records</source>
        <translation>{count} enregistrements</translation>
    </message>
    <message>
        <source>1 incident</source>
        <translation>1 incident</translation>
    </message>
    <message>
        <source>{count} incidents</source>
        <translation>{count} incidents</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Établi par</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Établi le</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Conservation</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Annulées</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Annulés</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Écartées de la recommandation</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Numbers issued</source>
        <translation>Numéros attribués</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présents</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Manquants</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
</context>
<context>
    <name>common</name>
    <message>
        <source>floordesk: error: the log does not verify ({first}); nothing was done
</source>
        <translation>floordesk: error: le journal ne se vérifie pas ({first}) ; rien n&apos;a été fait
</translation>
    </message>
    <message>
        <source>floordesk: error: {error}
</source>
        <translation>floordesk: error: {error}
</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
    <message>
        <source>{database} is damaged (SQLite&apos;s integrity check: {damage}). Nothing was changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{database} est endommagé (contrôle d&apos;intégrité de SQLite : {damage}). Rien n&apos;a été modifié ; un administrateur restaure la dernière sauvegarde (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>ok: all {counted} verify ({counted2})
</source>
        <translation>ok : les {counted} sont vérifiés ({counted2})
</translation>
    </message>
    <message>
        <source>FAILED: the first record that does not match is {describe}
</source>
        <translation>ÉCHEC : le premier enregistrement qui ne correspond pas est {describe}
</translation>
    </message>
    <message>
        <source>also: {describe}
</source>
        <translation>aussi : {describe}
</translation>
    </message>
    <message>
        <source>, key {fingerprint}</source>
        <translation>, clé {fingerprint}</translation>
    </message>
    <message>
        <source>chain {label}: {records} records, last {last_seq} {last_hash}{key}
</source>
        <translation>chaîne {label} : {records} enregistrements, dernier {last_seq} {last_hash}{key}
</translation>
    </message>
    <message>
        <source>  its records came from a device whose approval was {revoked}
</source>
        <translation>  ses enregistrements viennent d&apos;un appareil dont l&apos;approbation a été {revoked}
</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device chain(s)</source>
        <translation>
            <numerusform>%n chaîne d&apos;appareil</numerusform>
            <numerusform>%n chaînes d&apos;appareils</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n incident</numerusform>
            <numerusform>%n incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n appareil</numerusform>
            <numerusform>%n appareils</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later record(s)</source>
        <translation>
            <numerusform>%n enregistrement postérieur</numerusform>
            <numerusform>%n enregistrements postérieurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged backup(s)</source>
        <translation>
            <numerusform>%n sauvegarde endommagée</numerusform>
            <numerusform>%n sauvegardes endommagées</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {text}</source>
        <translation>doit être un nombre entier &gt;= 1, pas {text}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {WHOLE_MAX}, not {text}</source>
        <translation>doit être un nombre entier de 1 à {WHOLE_MAX}, pas {text}</translation>
    </message>
    <message>
        <source>must be UTF-8 text, not {text}</source>
        <translation>doit être du texte UTF-8, pas {text}</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <translation>
            <numerusform>Attention : %n partie de la structure du journal différait de ce que crée FloorDesk : ajoutée, modifiée ou supprimée hors de FloorDesk. Ce qui différait est conservé dans le journal lui-même, et `floordesk log verify` le nomme ; la copie du journal tel qu&apos;il était est {copy} dans le dossier des sauvegardes. Prévenez le Tournament Director.</numerusform>
            <numerusform>Attention : %n parties de la structure du journal différaient de ce que crée FloorDesk : ajoutées, modifiées ou supprimées hors de FloorDesk. Ce qui différait est conservé dans le journal lui-même, et `floordesk log verify` le nomme ; la copie du journal tel qu&apos;il était est {copy} dans le dossier des sauvegardes. Prévenez le Tournament Director.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bringing the incident log up to date for this version (schema {found} to {now}); a copy of the log as it was is kept first, in the backups folder. A large log can take several minutes.</source>
        <translation>Mise à jour du journal des incidents pour cette version (schéma {found} vers {now}) ; une copie du journal tel qu&apos;il était est d&apos;abord conservée, dans le dossier des sauvegardes. Un grand journal peut prendre plusieurs minutes.</translation>
    </message>
    <message>
        <source>Indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>Indexation des incidents qu&apos;une importation précédente a fusionnés, pour qu&apos;une recherche les trouve.</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Règle {rule}</translation>
    </message>
    <message>
        <source>Rule {rule} is quoted once, under Rules quoted, at the end.</source>
        <translation>La règle {rule} est citée une seule fois, sous Règles citées, à la fin.</translation>
    </message>
    <message>
        <source>Rule {rule} (not among the rules FloorDesk quotes).</source>
        <translation>Règle {rule} (pas parmi les règles que cite FloorDesk).</translation>
    </message>
    <message>
        <source>Incident report #{number}</source>
        <translation>Rapport d&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>The incident</source>
        <translation>L&apos;incident</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Date et heure</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incident</translation>
    </message>
    <message>
        <source>#{number} of device {device}</source>
        <translation>n° {number} de l&apos;appareil {device}</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Décidé par</translation>
    </message>
    <message>
        <source>Players involved</source>
        <translation>Joueurs concernés</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Témoins</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>La situation</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommandation</translation>
    </message>
    <message>
        <source>The rules compute no recommendation for this kind of ruling; the floor decided.</source>
        <translation>Les règles ne calculent aucune recommandation pour ce type de décision ; le floor a décidé.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Contestation</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Course aux jetons</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Jetons trouvés</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Partage</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>Penalty hand</source>
        <translation>Main de pénalité</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Conduite</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Card exposed with action pending</source>
        <translation>Carte exposée avec action en attente</translation>
    </message>
    <message>
        <source>Card off table</source>
        <translation>Carte hors de la table</translation>
    </message>
    <message>
        <source>Forceful muck</source>
        <translation>Jet de cartes violent</translation>
    </message>
    <message>
        <source>One player to a hand</source>
        <translation>Un joueur par main</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abus</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Comportement perturbateur</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Ralentissement du jeu</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Missed hand</source>
        <translation>Main manquée</translation>
    </message>
    <message>
        <source>Missed round</source>
        <translation>Tour manqué</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
    <message>
        <source>Stays live</source>
        <translation>Reste vivante</translation>
    </message>
    <message>
        <source>Not in a hand</source>
        <translation>Pas dans une main</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Purgée</translation>
    </message>
    <message>
        <source>Rescinded</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correction</translation>
    </message>
    <message>
        <source>Overrule</source>
        <translation>Infirmation</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <source>Clock refused</source>
        <translation>Chrono refusé</translation>
    </message>
    <message>
        <source>Action valid</source>
        <translation>Action valide</translation>
    </message>
    <message>
        <source>Hand dead</source>
        <translation>Main morte</translation>
    </message>
    <message>
        <source>Hand checked</source>
        <translation>Main checkée</translation>
    </message>
    <message>
        <source>Main period</source>
        <translation>Période principale</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation>
            <numerusform>, %n main</numerusform>
            <numerusform>, %n mains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation>
            <numerusform>Imprimé le {printed} · %n incident</numerusform>
            <numerusform>Imprimé le {printed} · %n incidents</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>VOIDED</source>
        <translation>ANNULÉ</translation>
    </message>
    <message>
        <source>OVERRULED</source>
        <translation>DÉCISION ANNULÉE</translation>
    </message>
    <message>
        <source>AMENDED</source>
        <translation>MODIFIÉ</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>Denominations removed</source>
        <translation>Valeurs retirées</translation>
    </message>
    <message>
        <source>Race unit</source>
        <translation>Unité de la course</translation>
    </message>
    <message>
        <source>Odd chips&apos; value in the race</source>
        <translation>Valeur des jetons restants dans la course</translation>
    </message>
    <message>
        <source>Chips raced for</source>
        <translation>Jetons mis en course</translation>
    </message>
    <message>
        <source>Change in chips in play</source>
        <translation>Variation des jetons en jeu</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Échangés</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Jetons restants</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartes distribuées</translation>
    </message>
    <message>
        <source>Race chips</source>
        <translation>Jetons de la course</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>La course, carte par carte</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gagne</translation>
    </message>
    <message>
        <source>Given a chip so as not to be raced out (rule 46):</source>
        <translation>A reçu un jeton pour ne pas être éliminé par la course (règle 46) :</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Jeu : {game}</translation>
    </message>
    <message>
        <source>; board {cards}</source>
        <translation>; tableau {cards}</translation>
    </message>
    <message>
        <source>; button seat {seat}</source>
        <translation>; bouton au siège {seat}</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Misé</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>The pots, layer by layer</source>
        <translation>Les pots, couche par couche</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Éligibles</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Attributions</translation>
    </message>
    <message>
        <source>Odd chips and why</source>
        <translation>Jetons indivisibles et pourquoi</translation>
    </message>
    <message>
        <source>Uncalled bets returned:</source>
        <translation>Mises non suivies rendues :</translation>
    </message>
    <message>
        <source>Total awarded:</source>
        <translation>Total attribué :</translation>
    </message>
    <message>
        <source>Pot of {amount}; button seat {seat}.</source>
        <translation>Pot de {amount} ; bouton au siège {seat}.</translation>
    </message>
    <message>
        <source>High rank</source>
        <translation>Rang haut</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>Rang bas</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Main haute</translation>
    </message>
    <message>
        <source>Awarded</source>
        <translation>Attribué</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Clock requested</source>
        <translation>Chrono appelé</translation>
    </message>
    <message>
        <source>Clock granted</source>
        <translation>Chrono accordé</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Chrono démarré</translation>
    </message>
    <message>
        <source>Main period ends</source>
        <translation>Fin de la période principale</translation>
    </message>
    <message>
        <source>Countdown ends</source>
        <translation>Fin du compte à rebours</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>Le joueur a agi</translation>
    </message>
    <message>
        <source>Facing a bet</source>
        <translation>Face à une mise</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>May be called from</source>
        <translation>Peut être appelé dès</translation>
    </message>
    <message>
        <source>Referred for a penalty</source>
        <translation>Renvoyé pour pénalité</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <translation>règle {rule}</translation>
    </message>
    <message>
        <source>Times are seconds since the action reached the player.</source>
        <translation>Les temps sont des secondes depuis que l&apos;action est arrivée au joueur.</translation>
    </message>
    <message>
        <source>Clock settings</source>
        <translation>Réglages du chrono</translation>
    </message>
    <message>
        <source>Previous hand:</source>
        <translation>Main précédente :</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Premier à parler</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Non servis</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>one {chip}</source>
        <translation>un jeton de {chip}</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Mains à manquer</translation>
    </message>
    <message>
        <source>Hands missed</source>
        <translation>Mains manquées</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} à {last}</translation>
    </message>
    <message>
        <source>Offender hand in progress</source>
        <translation>Main du fautif en cours</translation>
    </message>
    <message>
        <source>Hands remaining at new table</source>
        <translation>Mains restantes à la nouvelle table</translation>
    </message>
    <message>
        <source>Chips removed from play</source>
        <translation>Jetons retirés du jeu</translation>
    </message>
    <message>
        <source>Player status</source>
        <translation>Statut du joueur</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>La pénalité</translation>
    </message>
    <message>
        <source>While on penalty</source>
        <translation>Pendant la pénalité</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Pénalités antérieures</translation>
    </message>
    <message>
        <source>Next offence:</source>
        <translation>Prochaine infraction :</translation>
    </message>
    <message>
        <source>Found on</source>
        <translation>Trouvés chez</translation>
    </message>
    <message>
        <source>Chips found</source>
        <translation>Jetons trouvés</translation>
    </message>
    <message>
        <source>Smallest denomination in play</source>
        <translation>Plus petite valeur en jeu</translation>
    </message>
    <message>
        <source>Exchanged for</source>
        <translation>Échangés contre</translation>
    </message>
    <message>
        <source>Value forfeited</source>
        <translation>Valeur confisquée</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Tel qu&apos;enregistré</translation>
    </message>
    <message>
        <source>The reasons as recorded, in English: this version of FloorDesk cannot say them again in this language (they were worded by another version, or the rules have changed since).</source>
        <translation>Les motifs tels qu&apos;ils ont été enregistrés, en anglais : cette version de FloorDesk ne peut pas les redire dans cette langue (ils ont été rédigés par une autre version, ou les règles ont changé depuis).</translation>
    </message>
    <message>
        <source>The outcome is the recommendation&apos;s.</source>
        <translation>Le résultat est celui de la recommandation.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommandé</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Décidé</translation>
    </message>
    <message>
        <source>Page {number} of {pages}</source>
        <translation>Page {number} sur {pages}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Overruled.</source>
        <translation>Annulée.</translation>
    </message>
    <message>
        <source>Amendments and overrules</source>
        <translation>Modifications et annulations</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changements</translation>
    </message>
    <message>
        <source>confirmed by {name}</source>
        <translation>confirmé par {name}</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>Floor supervisor: {name}</source>
        <translation>Superviseur du floor : {name}</translation>
    </message>
    <message>
        <source>Player(s)</source>
        <translation>Joueur(s)</translation>
    </message>
    <message>
        <source>Overruled by: {name}</source>
        <translation>Infirmée par : {name}</translation>
    </message>
    <message>
        <source>Voided by: {name}</source>
        <translation>Annulée par : {name}</translation>
    </message>
    <message>
        <source>Void confirmed by: {name}</source>
        <translation>Annulation confirmée par : {name}</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Directeur du tournoi</translation>
    </message>
    <message>
        <source>recommendation followed</source>
        <translation>recommandation suivie</translation>
    </message>
    <message>
        <source>floor&apos;s decision</source>
        <translation>décision du floor</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>sans table</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Penalty as first given:</source>
        <translation>Pénalité telle que donnée :</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Pénalité :</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motif :</translation>
    </message>
    <message>
        <source>The decision in force, shown under Decision.</source>
        <translation>La décision en vigueur, indiquée sous Décision.</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>disqualification</translation>
    </message>
    <message>
        <source>a warning (no hand to miss)</source>
        <translation>un avertissement (aucune main à manquer)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation>
            <numerusform>%n main à manquer</numerusform>
            <numerusform>%n mains à manquer</numerusform>
        </translation>
    </message>
    <message>
        <source>as the decision in force says</source>
        <translation>selon la décision en vigueur</translation>
    </message>
    <message>
        <source>In force: {stands}, overruled by {name}: {reason}</source>
        <translation>En vigueur : {stands}, décision annulée par {name} : {reason}</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>Le floor a suivi la recommandation.</translation>
    </message>
    <message>
        <source>The floor departed from the recommendation (rule 44).</source>
        <translation>Le floor s&apos;est écarté de la recommandation (règle 44).</translation>
    </message>
    <message>
        <source>Decision in force: overruled by the Tournament Director</source>
        <translation>Décision en vigueur : annulée par le directeur du tournoi</translation>
    </message>
    <message>
        <source>This ruling was voided; see the amendments.</source>
        <translation>Cette décision a été annulée ; voir les modifications.</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Rapport de service</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Overruled by the TD</source>
        <translation>Annulées par le TD</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Annulés</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Écartées de la recommandation</translation>
    </message>
    <message>
        <source>Penalties given</source>
        <translation>Pénalités données</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Disqualifications</source>
        <translation>Disqualifications</translation>
    </message>
    <message>
        <source>By rule</source>
        <translation>Par règle</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>By kind</source>
        <translation>Par type</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>No incidents in this period.</source>
        <translation>Aucun incident sur cette période.</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Images à conserver</translation>
    </message>
    <message>
        <source>Shift supervisor</source>
        <translation>Superviseur de service</translation>
    </message>
    <message>
        <source>Shift report: {scope}, {period}</source>
        <translation>Rapport de service : {scope}, {period}</translation>
    </message>
    <message>
        <source>FloorDesk · Shift report · {scope}</source>
        <translation>FloorDesk · Rapport de service · {scope}</translation>
    </message>
    <message>
        <source>Date and time:</source>
        <translation>Date et heure :</translation>
    </message>
    <message>
        <source>Incident report #{number} ({event})</source>
        <translation>Rapport d&apos;incident n° {number} ({event})</translation>
    </message>
    <message>
        <source>FloorDesk · Incident report #{number}</source>
        <translation>FloorDesk · Rapport d&apos;incident n° {number}</translation>
    </message>
    <message>
        <source>Incident #{number} · device {device} · id {uid}</source>
        <translation>Incident n° {number} · appareil {device} · id {uid}</translation>
    </message>
    <message>
        <source>Record hash {hash} … · check with: floordesk log check FILE-OR-CODE</source>
        <translation>Empreinte de l&apos;enregistrement {hash} … · vérifier avec : floordesk log check FICHIER-OU-CODE</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Caméra et plage</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>(signed)</source>
        <translation>(signé)</translation>
    </message>
    <message>
        <source>Second reviewer</source>
        <translation>Second vérificateur</translation>
    </message>
    <message>
        <source>not yet recorded</source>
        <translation>pas encore enregistré</translation>
    </message>
    <message>
        <source>Footage saved to</source>
        <translation>Images conservées dans</translation>
    </message>
    <message>
        <source>Dispute:</source>
        <translation>Contestation :</translation>
    </message>
    <message>
        <source>saved to {place} by {name}, {moment}</source>
        <translation>conservées dans {place} par {name}, {moment}</translation>
    </message>
    <message>
        <source>OVERDUE</source>
        <translation>EN RETARD</translation>
    </message>
    <message>
        <source>since {moment}</source>
        <translation>depuis {moment}</translation>
    </message>
    <message>
        <source>preserve by {moment}</source>
        <translation>à conserver avant {moment}</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>rank {rank} is not 2..14</source>
        <translation>le rang {rank} n&apos;est pas entre 2 et 14</translation>
    </message>
    <message>
        <source>must be a card such as &quot;Td&quot;, not {describe_json}</source>
        <translation>doit être une carte comme &quot;Td&quot;, pas {describe_json}</translation>
    </message>
    <message>
        <source>{text!r} is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. &quot;Td&quot;)</source>
        <translation>{text!r} n&apos;est pas une carte (rang 2-9 T J Q K A, puis couleur s h d c, p. ex. &quot;Td&quot;)</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number of two-character cards</source>
        <translation>{value!r} n&apos;est pas un nombre entier de cartes de deux caractères</translation>
    </message>
    <message>
        <source>must be cards as &quot;AsKd&quot; or [&quot;As&quot;, &quot;Kd&quot;], not {describe_json}</source>
        <translation>doivent être des cartes comme &quot;AsKd&quot; ou [&quot;As&quot;, &quot;Kd&quot;], pas {describe_json}</translation>
    </message>
    <message>
        <source>card {card} appears twice ({where})</source>
        <translation>la carte {card} apparaît deux fois ({where})</translation>
    </message>
    <message>
        <source>a denomination must be a whole number &gt;= 1, not {value!r}</source>
        <translation>une valeur de jeton doit être un nombre entier &gt;= 1, pas {value!r}</translation>
    </message>
    <message>
        <source>{colour_hex!r} is not a #rrggbb colour</source>
        <translation>{colour_hex!r} n&apos;est pas une couleur #rrggbb</translation>
    </message>
    <message>
        <source>a value appears twice in the chip set</source>
        <translation>une valeur apparaît deux fois dans le jeu de jetons</translation>
    </message>
    <message>
        <source>at least one denomination must be in play</source>
        <translation>au moins une valeur de jeton doit être en jeu</translation>
    </message>
    <message>
        <source>{value} is not in this event&apos;s chip set</source>
        <translation>{value} n&apos;est pas dans le jeu de jetons de ce tournoi</translation>
    </message>
    <message>
        <source>T{value} has already been removed from play</source>
        <translation>T{value} a déjà été retiré du jeu</translation>
    </message>
    <message>
        <source>T{value} is the last denomination in play and cannot be removed</source>
        <translation>T{value} est la dernière valeur en jeu et ne peut pas être retirée</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0</source>
        <translation>doit être un nombre entier &gt;= 0</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination</source>
        <translation>{value!r} n&apos;est pas une valeur de jeton</translation>
    </message>
    <message>
        <source>must be an object of denomination to count, not {describe_json}</source>
        <translation>doit être un objet valeur -&gt; nombre, pas {describe_json}</translation>
    </message>
    <message>
        <source>is not a denomination (a whole number of chips, e.g. &quot;25&quot;)</source>
        <translation>n&apos;est pas une valeur de jeton (un nombre entier de jetons, p. ex. &quot;25&quot;)</translation>
    </message>
    <message>
        <source>cannot take {count} chips of T{value}; only {get} there</source>
        <translation>impossible de prendre {count} jetons de T{value} ; il n&apos;y en a que {get}</translation>
    </message>
    <message>
        <source>T{v} is not a denomination in play</source>
        <translation>T{v} n&apos;est pas une valeur en jeu</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>aucun jeton</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>un joueur</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>le croupier</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>le floor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>replayed at the podium</source>
        <translation>revue au podium</translation>
    </message>
    <message>
        <source>in the surveillance room</source>
        <translation>en salle de surveillance</translation>
    </message>
    <message>
        <source>a player&apos;s error</source>
        <translation>erreur d&apos;un joueur</translation>
    </message>
    <message>
        <source>the dealer&apos;s error</source>
        <translation>erreur du croupier</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>pas d&apos;erreur</translation>
    </message>
    <message>
        <source>must be a time of day as HH:MM or HH:MM:SS (21:40), not {strip!r}</source>
        <translation>doit être une heure comme HH:MM ou HH:MM:SS (21:40), pas {strip!r}</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>doit faire au plus {limit} caractères</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>ne doit pas contenir de caractère NUL</translation>
    </message>
    <message>
        <source>must differ from the start: a window of no time shows nothing</source>
        <translation>doit différer du début : une plage sans durée ne montre rien</translation>
    </message>
    <message>
        <source>makes a window of {duration}: name at most {duration2} to review</source>
        <translation>donne une plage de {duration} : indiquez au plus {duration2} à visionner</translation>
    </message>
    <message>
        <source>is not part of a dispute record</source>
        <translation>ne fait pas partie d&apos;une fiche de contestation</translation>
    </message>
    <message>
        <source>is required: name the seat of the player who asked</source>
        <translation>est obligatoire : indiquez le siège du joueur qui l&apos;a demandé</translation>
    </message>
    <message>
        <source>is only for a player&apos;s request, not {REQUESTED_BY_WORDS}&apos;s</source>
        <translation>ne vaut que pour la demande d&apos;un joueur, pas de {REQUESTED_BY_WORDS}</translation>
    </message>
    <message>
        <source>is required with a camera: the time window to review</source>
        <translation>est obligatoire avec une caméra : la plage horaire à visionner</translation>
    </message>
    <message>
        <source>is required with a time window: the camera or console to review</source>
        <translation>est obligatoire avec une plage horaire : la caméra ou la console à visionner</translation>
    </message>
    <message>
        <source>is required: say what the review found</source>
        <translation>est obligatoire : dites ce que le visionnage a montré</translation>
    </message>
    <message>
        <source>is only for a review that was done: choose the review first</source>
        <translation>ne vaut que pour un visionnage effectué : choisissez d&apos;abord le visionnage</translation>
    </message>
    <message>
        <source>is only for a record that names a camera</source>
        <translation>ne vaut que pour une fiche qui nomme une caméra</translation>
    </message>
    <message>
        <source>must be a UTC time as YYYY-MM-DDTHH:MM:SSZ</source>
        <translation>doit être une heure UTC au format AAAA-MM-JJTHH:MM:SSZ</translation>
    </message>
    <message>
        <source>the player in seat {seat}</source>
        <translation>le joueur du siège {seat}</translation>
    </message>
    <message>
        <source> at {time}</source>
        <translation> à {time}</translation>
    </message>
    <message>
        <source>, before the next deal</source>
        <translation>, avant la donne suivante</translation>
    </message>
    <message>
        <source>, after the next deal</source>
        <translation>, après la donne suivante</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Demandée par</translation>
    </message>
    <message>
        <source>, {start} to {end}</source>
        <translation>, de {start} à {end}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Visionnage</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Constat</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Preserve footage by</source>
        <translation>Conserver les images avant</translation>
    </message>
    <message>
        <source>is required: the house asks a second reviewer to sign a dispute whose footage was reviewed</source>
        <translation>est obligatoire : la maison demande qu&apos;un second vérificateur signe une contestation dont les images ont été visionnées</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}, not {value}</source>
        <translation>la structure a les niveaux 1 à {count}, pas {value}</translation>
    </message>
    <message>
        <source>the event has no structure of levels yet</source>
        <translation>le tournoi n&apos;a pas encore de structure de niveaux</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}</source>
        <translation>la structure a les niveaux 1 à {count}</translation>
    </message>
    <message>
        <source>{name} is already seated at {where}, seat {where2}</source>
        <translation>{name} est déjà assis à {where}, siège {where2}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {eliminated_at}</source>
        <translation>{name} a été éliminé à {eliminated_at}</translation>
    </message>
    <message>
        <source>the event already has a table called {tidy}</source>
        <translation>le tournoi a déjà une table nommée {tidy}</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>doit avoir au moins %n élément</numerusform>
            <numerusform>doit avoir au moins %n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed JSON at line {lineno}, column {colno}: {msg}</source>
        <translation>JSON mal formé à la ligne {lineno}, colonne {colno} : {msg}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>JSON nested too deeply to read</source>
        <translation>JSON trop imbriqué pour être lu</translation>
    </message>
    <message>
        <source>a number in the JSON has too many digits to read</source>
        <translation>un nombre du JSON a trop de chiffres pour être lu</translation>
    </message>
    <message>
        <source>type a whole number from {minimum} to {maximum}</source>
        <translation>saisissez un nombre entier de {minimum} à {maximum}</translation>
    </message>
    <message>
        <source>{typed!r} is not a whole number</source>
        <translation>{typed!r} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>must be a whole number from {minimum} to {maximum}; that one has too many digits</source>
        <translation>doit être un nombre entier de {minimum} à {maximum} ; celui-ci a trop de chiffres</translation>
    </message>
    <message>
        <source>counts are whole numbers, typed like {grouped} or {plain}; &quot;{typed}&quot; is not one</source>
        <translation>les nombres sont entiers, saisis comme {grouped} ou {plain} ; « {typed} » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>must be at least {minimum}, not {value}</source>
        <translation>doit être au moins {minimum}, pas {value}</translation>
    </message>
    <message>
        <source>must be at most {maximum}, not {value}</source>
        <translation>doit être au plus {maximum}, pas {value}</translation>
    </message>
    <message>
        <source>must be a JSON object, not {describe_json}</source>
        <translation>doit être un objet JSON, pas {describe_json}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <source>must be an array, not {describe_json}</source>
        <translation>doit être une liste, pas {describe_json}</translation>
    </message>
    <message>
        <source>must be a string, not {describe_json}</source>
        <translation>doit être un texte, pas {describe_json}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be true or false, not {describe_json}</source>
        <translation>doit être vrai ou faux, pas {describe_json}</translation>
    </message>
    <message>
        <source>must be one of {allowed}, not {describe_json}</source>
        <translation>doit être l&apos;un de {allowed}, pas {describe_json}</translation>
    </message>
    <message>
        <source>there is no wizard for {value!r} rulings yet</source>
        <translation>il n&apos;y a pas encore d&apos;assistant pour les décisions {value!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PREVIEW_HANDS_MAX}</source>
        <translation>doit être un nombre entier de 1 à {PREVIEW_HANDS_MAX}</translation>
    </message>
    <message>
        <source>no hand has been dealt at {name} yet: the first button is drawn for</source>
        <translation>aucune main n&apos;a encore été distribuée à {name} : le premier bouton se tire au sort</translation>
    </message>
    <message>
        <source>the pot still holds {total} in chips: give it to the winner first</source>
        <translation>le pot contient encore {total} en jetons : donnez-le d&apos;abord au gagnant</translation>
    </message>
    <message>
        <source>a hand needs at least two players at the table</source>
        <translation>une main exige au moins deux joueurs à la table</translation>
    </message>
    <message>
        <source>two players at this table have the same name: rename one first</source>
        <translation>deux joueurs de cette table ont le même nom : renommez-en d&apos;abord un</translation>
    </message>
    <message>
        <source>the table&apos;s last hand cannot be read by rule 50: {message}</source>
        <translation>la dernière main de la table ne peut pas être lue selon la règle 50 : {message}</translation>
    </message>
    <message>
        <source>state where the button and the blinds go instead</source>
        <translation>indiquez où vont le bouton et les blindes à la place</translation>
    </message>
    <message>
        <source>choose a seat from 1 to {seats_max}</source>
        <translation>choisissez un siège de 1 à {seats_max}</translation>
    </message>
    <message>
        <source>button and blinds at {table}</source>
        <translation>bouton et blindes à {table}</translation>
    </message>
    <message>
        <source>next hand at {table}: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>main suivante à {table} : bouton siège {button}, petite blinde siège {small}, grosse blinde siège {big}</translation>
    </message>
    <message>
        <source>enter the cards</source>
        <translation>saisissez les cartes</translation>
    </message>
    <message>
        <source>{needs}; {count} entered</source>
        <translation>{needs} ; {count} saisies</translation>
    </message>
    <message>
        <source>{pretty} is already used ({where})</source>
        <translation>{pretty} est déjà utilisée ({where})</translation>
    </message>
    <message>
        <source>state each player&apos;s chips</source>
        <translation>indiquez les jetons de chaque joueur</translation>
    </message>
    <message>
        <source>{denomination_label} is not a chip of this event in play</source>
        <translation>{denomination_label} n&apos;est pas un jeton en jeu de ce tournoi</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <translation>le siège {seat} est vide</translation>
    </message>
    <message>
        <source>no player at this table has chips to colour up</source>
        <translation>aucun joueur de cette table n&apos;a de jetons à changer de couleur</translation>
    </message>
    <message>
        <source>choose at least one denomination to colour up</source>
        <translation>choisissez au moins une valeur pour le changement de couleur</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination at this table</source>
        <translation>{value!r} n&apos;est pas une valeur de cette table</translation>
    </message>
    <message>
        <source>a denomination is chosen twice</source>
        <translation>une valeur est choisie deux fois</translation>
    </message>
    <message>
        <source>at least one denomination must stay in play</source>
        <translation>au moins une valeur doit rester en jeu</translation>
    </message>
    <message>
        <source>{denomination_label} cannot be raced into {denomination_label2}: neither is a whole number of the other</source>
        <translation>{denomination_label} ne peut pas être couru en {denomination_label2} : aucun n&apos;est un multiple entier de l&apos;autre</translation>
    </message>
    <message>
        <source>the pot still holds {labels} chips: settle the pot first</source>
        <translation>le pot contient encore des jetons de {labels} : réglez d&apos;abord le pot</translation>
    </message>
    <message>
        <source>state each player&apos;s chips of the denominations coloured up</source>
        <translation>indiquez les jetons de chaque joueur dans les valeurs changées de couleur</translation>
    </message>
    <message>
        <source>is not a player at this table</source>
        <translation>n&apos;est pas un joueur de cette table</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination being coloured up</source>
        <translation>{value!r} n&apos;est pas une valeur changée de couleur</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {count!r}</source>
        <translation>doit être un nombre entier &gt;= 0, pas {count!r}</translation>
    </message>
    <message>
        <source>would leave the player with no chips at all</source>
        <translation>laisserait le joueur sans aucun jeton</translation>
    </message>
    <message>
        <source>choose how the race cards are dealt</source>
        <translation>choisissez comment les cartes de la course sont distribuées</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {value}</source>
        <translation>doit être un nombre entier de 0 à {value}</translation>
    </message>
    <message>
        <source>cards the dealer dealt are entered for one denomination at a time: colour up the others in another ruling, or let FloorDesk shuffle</source>
        <translation>les cartes distribuées par le croupier se saisissent une valeur à la fois : changez les autres dans une autre décision, ou laissez FloorDesk mélanger</translation>
    </message>
    <message>
        <source>enter the cards the dealer dealt</source>
        <translation>saisissez les cartes distribuées par le croupier</translation>
    </message>
    <message>
        <source>seat {seat_text} takes no part in the race</source>
        <translation>le siège {seat_text} ne participe pas à la course</translation>
    </message>
    <message>
        <source>has no odd chips, so no cards</source>
        <translation>n&apos;a pas de jetons restants, donc pas de cartes</translation>
    </message>
    <message>
        <source>cannot be left without chips (rule 46)</source>
        <translation>ne peut pas rester sans jetons (règle 46)</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play after the colour-up</source>
        <translation>{denomination_label} n&apos;est plus en jeu après le changement de couleur</translation>
    </message>
    <message>
        <source>chip race, {labels} coloured up at {table}</source>
        <translation>course aux jetons, {labels} changés à {table}</translation>
    </message>
    <message>
        <source>the action stands</source>
        <translation>l&apos;action est maintenue</translation>
    </message>
    <message>
        <source>the hand is dead</source>
        <translation>la main est morte</translation>
    </message>
    <message>
        <source>the hand is checked</source>
        <translation>la main est checkée</translation>
    </message>
    <message>
        <source>state the situation first: timing starts from it</source>
        <translation>indiquez d&apos;abord la situation : le chronométrage part de là</translation>
    </message>
    <message>
        <source>the clock is already running</source>
        <translation>le chrono tourne déjà</translation>
    </message>
    <message>
        <source>call the clock first</source>
        <translation>appelez d&apos;abord le chrono</translation>
    </message>
    <message>
        <source>only a clock still in its main period can be shortened</source>
        <translation>seul un chrono encore dans sa période principale peut être raccourci</translation>
    </message>
    <message>
        <source>a shortened clock is shorter than its {clock_time_text}, not {clock_time_text2}</source>
        <translation>un chrono raccourci est plus court que ses {clock_time_text}, pas {clock_time_text2}</translation>
    </message>
    <message>
        <source>the clock has already run {clock_time_text}: shorten it to that or more, not {clock_time_text2}</source>
        <translation>le chrono a déjà tourné {clock_time_text} : raccourcissez-le à cela ou plus, pas {clock_time_text2}</translation>
    </message>
    <message>
        <source>choose the player the action is on</source>
        <translation>choisissez le joueur qui a la parole</translation>
    </message>
    <message>
        <source>say whether the player faces a bet</source>
        <translation>dites si le joueur fait face à une mise</translation>
    </message>
    <message>
        <source>state the times noted, or time the clock live</source>
        <translation>indiquez les temps notés, ou chronométrez en direct</translation>
    </message>
    <message>
        <source>say when the clock was called</source>
        <translation>dites quand le chrono a été appelé</translation>
    </message>
    <message>
        <source>the clock is still running: wait for it, or press Player acted</source>
        <translation>le chrono tourne encore : attendez-le, ou appuyez sur Le joueur a agi</translation>
    </message>
    <message>
        <source>the player acted before the clock was called</source>
        <translation>le joueur a agi avant l&apos;appel du chrono</translation>
    </message>
    <message>
        <source>choose the one outcome decided instead</source>
        <translation>choisissez le seul résultat décidé à la place</translation>
    </message>
    <message>
        <source>clock on {player} at {table}</source>
        <translation>chrono sur {player} à {table}</translation>
    </message>
    <message>
        <source>clock on {player} at {table}: {outcome}</source>
        <translation>chrono sur {player} à {table} : {outcome}</translation>
    </message>
    <message>
        <source>too early: the clock may be called at {clock_time_text} after the action reached the player{since} (rule 49)</source>
        <translation>trop tôt : le chrono peut être appelé {clock_time_text} après que l&apos;action est arrivée au joueur{since} (règle 49)</translation>
    </message>
    <message>
        <source>is required: say why the event is cancelled or altered (rule 45)</source>
        <translation>est obligatoire : dites pourquoi le tournoi est annulé ou modifié (règle 45)</translation>
    </message>
    <message>
        <source>is longer than {REASON_MAX} characters</source>
        <translation>dépasse {REASON_MAX} caractères</translation>
    </message>
    <message>
        <source>a cancelled event has nothing to alter</source>
        <translation>un tournoi annulé n&apos;a rien à modifier</translation>
    </message>
    <message>
        <source>must be a JSON object naming at least one thing to alter</source>
        <translation>doit être un objet JSON nommant au moins une chose à modifier</translation>
    </message>
    <message>
        <source>answer &apos;{title}&apos; first</source>
        <translation>répondez d&apos;abord à &apos;{title}&apos;</translation>
    </message>
    <message>
        <source>answer &apos;{missing}&apos; first</source>
        <translation>répondez d&apos;abord à &apos;{missing}&apos;</translation>
    </message>
    <message>
        <source>must be a list of names</source>
        <translation>doit être une liste de noms</translation>
    </message>
    <message>
        <source>decide first: follow the recommendation, or depart with a reason</source>
        <translation>décidez d&apos;abord : suivre la recommandation, ou s&apos;en écarter avec un motif</translation>
    </message>
    <message>
        <source>already recorded as incident #{number}</source>
        <translation>déjà enregistré comme incident n° {number}</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>saisissez votre PIN pour signer</translation>
    </message>
    <message>
        <source>the table has changed since this ruling was saved: check the situation again</source>
        <translation>la table a changé depuis l&apos;enregistrement de cette décision : revérifiez la situation</translation>
    </message>
    <message>
        <source>name at most {WITNESSES_MAX} witnesses</source>
        <translation>nommez au plus {WITNESSES_MAX} témoins</translation>
    </message>
    <message>
        <source>a witness&apos;s name is longer than {WITNESS_NAME_MAX} characters</source>
        <translation>le nom d&apos;un témoin dépasse {WITNESS_NAME_MAX} caractères</translation>
    </message>
    <message>
        <source>a witness is named twice</source>
        <translation>un témoin est nommé deux fois</translation>
    </message>
    <message>
        <source>state the outcome decided instead</source>
        <translation>indiquez le résultat décidé à la place</translation>
    </message>
    <message>
        <source>{name!r} is not part of this ruling</source>
        <translation>{name!r} ne fait pas partie de cette décision</translation>
    </message>
    <message>
        <source>choose the player in whose stack the chips were found</source>
        <translation>choisissez le joueur dans le tapis duquel les jetons ont été trouvés</translation>
    </message>
    <message>
        <source>no denomination has been coloured up at this event yet</source>
        <translation>ce tournoi n&apos;a encore changé de couleur aucune valeur</translation>
    </message>
    <message>
        <source>choose a denomination the event has coloured up</source>
        <translation>choisissez une valeur que le tournoi a changée de couleur</translation>
    </message>
    <message>
        <source>{name}&apos;s stack still holds {denomination_label} chips on screen: they have not been raced yet (use the chip race)</source>
        <translation>le tapis de {name} contient encore des jetons de {denomination_label} à l&apos;écran : ils n&apos;ont pas encore été courus (utilisez la course aux jetons)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {FOUND_MAX}</source>
        <translation>doit être un nombre entier de 1 à {FOUND_MAX}</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play</source>
        <translation>{denomination_label} n&apos;est pas en jeu</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({found_value})</source>
        <translation>donne plus que la valeur des jetons trouvés ({found_value})</translation>
    </message>
    <message>
        <source>{count} found {denomination_label} chips, {name}</source>
        <translation>{count} jetons de {denomination_label} trouvés, {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} now has %n hand(s) to miss after this one.</source>
        <translation>
            <numerusform>{name} a maintenant %n main à manquer après celle-ci.</numerusform>
            <numerusform>{name} a maintenant %n mains à manquer après celle-ci.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has %n hand(s) to miss.</source>
        <translation>
            <numerusform>Il a %n main à manquer.</numerusform>
            <numerusform>Il a %n mains à manquer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adjust by hand: {steps}.</source>
        <translation>À ajuster à la main : {steps}.</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be overruled</source>
        <translation>l&apos;incident n° {number} a été annulé : sa décision ne peut pas être annulée</translation>
    </message>
    <message>
        <source>is required: say why the decision is overruled (rule 44)</source>
        <translation>est obligatoire : dites pourquoi la décision est annulée (règle 44)</translation>
    </message>
    <message>
        <source>state the new decision</source>
        <translation>indiquez la nouvelle décision</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>est la décision déjà en vigueur : une annulation doit la changer</translation>
    </message>
    <message>
        <source>state the new decision first</source>
        <translation>indiquez d&apos;abord la nouvelle décision</translation>
    </message>
    <message>
        <source>The table is not changed: a ruling of this kind moves no chips or markers.</source>
        <translation>La table ne change pas : une décision de ce type ne déplace ni jetons ni marqueurs.</translation>
    </message>
    <message>
        <source>{table} is not on screen</source>
        <translation>{table} n&apos;est pas à l&apos;écran</translation>
    </message>
    <message>
        <source>Its table is not on screen</source>
        <translation>Sa table n&apos;est pas à l&apos;écran</translation>
    </message>
    <message>
        <source>The table is not changed ({where}).</source>
        <translation>La table ne change pas ({where}).</translation>
    </message>
    <message>
        <source>make its chips and markers follow</source>
        <translation>faire suivre ses jetons et marqueurs</translation>
    </message>
    <message>
        <source>The table is not changed: the decision in force cannot be read for it.</source>
        <translation>La table ne change pas : la décision en vigueur ne peut pas être lue pour elle.</translation>
    </message>
    <message>
        <source>make the table follow the new decision ({error})</source>
        <translation>faire suivre la nouvelle décision à la table ({error})</translation>
    </message>
    <message>
        <source>The table is not changed: it has moved on since the ruling.</source>
        <translation>La table ne change pas : elle a avancé depuis la décision.</translation>
    </message>
    <message>
        <source>must be a JSON object like the decision in force</source>
        <translation>doit être un objet JSON comme la décision en vigueur</translation>
    </message>
    <message>
        <source>must give each player&apos;s stack after the race</source>
        <translation>doit donner le tapis de chaque joueur après la course</translation>
    </message>
    <message>
        <source>must be a list of denominations ([] when the race is undone)</source>
        <translation>doit être une liste de valeurs ([] si la course est annulée)</translation>
    </message>
    <message>
        <source>must give every player&apos;s stack: {join}</source>
        <translation>doit donner le tapis de chaque joueur : {join}</translation>
    </message>
    <message>
        <source>{name} took no part in this race</source>
        <translation>{name} n&apos;a pas participé à cette course</translation>
    </message>
    <message>
        <source>{name} cannot be left without chips: nobody is raced out (rule 46)</source>
        <translation>{name} ne peut pas rester sans jetons : personne n&apos;est éliminé par la course (règle 46)</translation>
    </message>
    <message>
        <source>T{value} is raced off: {name} cannot keep it</source>
        <translation>T{value} est retiré par la course : {name} ne peut pas le garder</translation>
    </message>
    <message>
        <source>gives out {given}, but the pot was {before}: every chip of it, no more, must go</source>
        <translation>distribue {given}, mais le pot était de {before} : chaque jeton doit partir, pas un de plus</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>doit être l&apos;un de {join}</translation>
    </message>
    <message>
        <source>must give the next hand&apos;s button and blinds</source>
        <translation>doit donner le bouton et les blindes de la main suivante</translation>
    </message>
    <message>
        <source>must be a seat number</source>
        <translation>doit être un numéro de siège</translation>
    </message>
    <message>
        <source>{labels} is back in play.</source>
        <translation>{labels} revient en jeu.</translation>
    </message>
    <message>
        <source>{labels} are back in play.</source>
        <translation>{labels} reviennent en jeu.</translation>
    </message>
    <message>
        <source>T{value} is taken out of play.</source>
        <translation>T{value} est retiré du jeu.</translation>
    </message>
    <message>
        <source>give {name} {describe} instead of {describe2}</source>
        <translation>donner à {name} {describe} au lieu de {describe2}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {change}</source>
        <translation>{name} n&apos;est plus à cette table : {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack no longer holds the chips the race gave him: {change}</source>
        <translation>le tapis de {name} ne contient plus les jetons que la course lui a donnés : {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack follows the new decision.</source>
        <translation>le tapis de {name} suit la nouvelle décision.</translation>
    </message>
    <message>
        <source>give {player} {describe} instead of {describe2}</source>
        <translation>donner à {player} {describe} au lieu de {describe2}</translation>
    </message>
    <message>
        <source>{player} is not at this table: {change}</source>
        <translation>{player} n&apos;est pas à cette table : {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack no longer holds the chips first exchanged: {change}</source>
        <translation>le tapis de {player} ne contient plus les jetons échangés au départ : {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack follows the new exchange.</source>
        <translation>le tapis de {player} suit le nouvel échange.</translation>
    </message>
    <message>
        <source>take {amount} from {who}</source>
        <translation>prendre {amount} à {who}</translation>
    </message>
    <message>
        <source>give {amount} to {who}</source>
        <translation>donner {amount} à {who}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more</source>
        <translation>{name} n&apos;est plus à cette table</translation>
    </message>
    <message>
        <source>{name} has only {total} in chips now, not {value}</source>
        <translation>{name} n&apos;a plus que {total} en jetons, pas {value}</translation>
    </message>
    <message>
        <source>the chips cannot be made up ({error})</source>
        <translation>les jetons ne peuvent pas être constitués ({error})</translation>
    </message>
    <message>
        <source>Chips moved: {words}.</source>
        <translation>Jetons déplacés : {words}.</translation>
    </message>
    <message>
        <source>The table is not changed: the player&apos;s hand is as the ruling left it.</source>
        <translation>La table ne change pas : la main du joueur est telle que la décision l&apos;a laissée.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>le joueur</translation>
    </message>
    <message>
        <source>kill {name}&apos;s hand</source>
        <translation>tuer la main de {name}</translation>
    </message>
    <message>
        <source>make {name}&apos;s hand live again</source>
        <translation>rendre la main de {name} à nouveau vivante</translation>
    </message>
    <message>
        <source>the hand the clock was on is over: {what} if it can still be done</source>
        <translation>la main sur laquelle le chrono a été appelé est terminée : {what} si c&apos;est encore possible</translation>
    </message>
    <message>
        <source>the hand the clock was on is not known (it was not recorded): {what} if it can still be done</source>
        <translation>la main sur laquelle le chrono a été appelé est inconnue (non enregistrée) : {what} si c&apos;est encore possible</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {what}</source>
        <translation>{name} n&apos;est plus à cette table : {what}</translation>
    </message>
    <message>
        <source>{name} holds no hand the table can follow: {what}</source>
        <translation>{name} n&apos;a pas de main que la table puisse suivre : {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not folded on the table (the pot may be settled): {what}</source>
        <translation>la main de {name} n&apos;est pas couchée sur la table (le pot est peut-être réglé) : {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (folded).</source>
        <translation>la main de {name} est morte (couchée).</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is live again.</source>
        <translation>la main de {name} est de nouveau vivante.</translation>
    </message>
    <message>
        <source>button at seat {target}, small blind at seat {target2}, big blind at seat {target3}</source>
        <translation>bouton au siège {target}, petite blinde au siège {target2}, grosse blinde au siège {target3}</translation>
    </message>
    <message>
        <source>the markers are no longer where the ruling put them: {words}</source>
        <translation>les marqueurs ne sont plus où la décision les a mis : {words}</translation>
    </message>
    <message>
        <source>Markers moved: {words}.</source>
        <translation>Marqueurs déplacés : {words}.</translation>
    </message>
    <message>
        <source>Blinds already posted stay in the pot as posted: correct them by hand if need be.</source>
        <translation>Les blindes déjà posées restent dans le pot telles quelles : corrigez-les à la main si besoin.</translation>
    </message>
    <message>
        <source>The table is not changed: he stays disqualified.</source>
        <translation>La table ne change pas : il reste disqualifié.</translation>
    </message>
    <message>
        <source>The table is not changed: no penalty hands to change.</source>
        <translation>La table ne change pas : aucune main de pénalité à changer.</translation>
    </message>
    <message>
        <source>{name} is not at this table: change his penalty by {change:+} hands</source>
        <translation>{name} n&apos;est pas à cette table : changez sa pénalité de {change:+} mains</translation>
    </message>
    <message>
        <source>{name} is not at this table: take his chips out of play</source>
        <translation>{name} n&apos;est pas à cette table : retirez ses jetons du jeu</translation>
    </message>
    <message>
        <source>{name} has chips in the pot: settle it, then take his chips out of play</source>
        <translation>{name} a des jetons dans le pot : réglez-le, puis retirez ses jetons du jeu</translation>
    </message>
    <message>
        <source>{name} is disqualified: his {total} in chips leave play and his seat is empty.</source>
        <translation>{name} est disqualifié : ses {total} en jetons quittent le jeu et son siège est vide.</translation>
    </message>
    <message>
        <source>his chips</source>
        <translation>ses jetons</translation>
    </message>
    <message>
        <source>{name} did not leave this table: seat him with {worth} in chips</source>
        <translation>{name} n&apos;a pas quitté cette table : asseyez-le avec {worth} en jetons</translation>
    </message>
    <message>
        <source>seat {seat} is taken since: seat {name} elsewhere with {worth} in chips</source>
        <translation>le siège {seat} est occupé depuis : asseyez {name} ailleurs avec {worth} en jetons</translation>
    </message>
    <message>
        <source>{worth} cannot be made up in the chips in play: seat {name} with them</source>
        <translation>{worth} ne peut pas être constitué avec les jetons en jeu : asseyez {name} avec</translation>
    </message>
    <message>
        <source>{name} is back in seat {seat} with {total} in chips (back in play).</source>
        <translation>{name} revient au siège {seat} avec {total} en jetons (de nouveau en jeu).</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {COUNT_MAX}</source>
        <translation>doit être un nombre entier de 0 à {COUNT_MAX}</translation>
    </message>
    <message>
        <source>choose one</source>
        <translation>choisissez-en un</translation>
    </message>
    <message>
        <source>the raced chips</source>
        <translation>les jetons de la course</translation>
    </message>
    <message>
        <source>The colour-up stands, with each player&apos;s stack as below</source>
        <translation>Le changement de couleur tient, avec le tapis de chaque joueur comme ci-dessous</translation>
    </message>
    <message>
        <source>The colour-up is undone: every player&apos;s chips as before it, {labels} back in play</source>
        <translation>Le changement de couleur est annulé : les jetons de chaque joueur comme avant, {labels} de nouveau en jeu</translation>
    </message>
    <message>
        <source>The colour-up</source>
        <translation>Le changement de couleur</translation>
    </message>
    <message>
        <source>{name}&apos;s stack after the race</source>
        <translation>tapis de {name} après la course</translation>
    </message>
    <message>
        <source>Chips {player} is given for the chips found</source>
        <translation>Jetons donnés à {player} pour les jetons trouvés</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({worth})</source>
        <translation>donne plus que la valeur des jetons trouvés ({worth})</translation>
    </message>
    <message>
        <source>The {pot} pot of {amount}: who receives how much</source>
        <translation>Le pot {pot} de {amount} : qui reçoit combien</translation>
    </message>
    <message>
        <source>pot {number}</source>
        <translation>pot {number}</translation>
    </message>
    <message>
        <source>gives out {sum} of this pot&apos;s {amount}: every chip, no more</source>
        <translation>distribue {sum} sur les {amount} de ce pot : chaque jeton, pas un de plus</translation>
    </message>
    <message>
        <source>Who receives how much of the {whole} given out</source>
        <translation>Qui reçoit combien des {whole} distribués</translation>
    </message>
    <message>
        <source>gives out {sum} of {whole}: every chip, no more</source>
        <translation>distribue {sum} sur {whole} : chaque jeton, pas un de plus</translation>
    </message>
    <message>
        <source>The player acted in time: the action stands</source>
        <translation>Le joueur a agi à temps : l&apos;action tient</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La main est morte</translation>
    </message>
    <message>
        <source>The hand is checked</source>
        <translation>La main est checkée</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Siège {seat} ({name})</translation>
    </message>
    <message>
        <source>Seat {seat} (empty)</source>
        <translation>Siège {seat} (vide)</translation>
    </message>
    <message>
        <source>The next hand</source>
        <translation>La main suivante</translation>
    </message>
    <message>
        <source>A verbal warning</source>
        <translation>Un avertissement verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Mains manquées</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Tours manqués</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Disqualification (ses jetons quittent le jeu)</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Mains à manquer</translation>
    </message>
    <message>
        <source>Rounds to miss</source>
        <translation>Tours à manquer</translation>
    </message>
    <message>
        <source>The new ruling, in words</source>
        <translation>La nouvelle décision, en mots</translation>
    </message>
    <message>
        <source>say what the Tournament Director rules instead</source>
        <translation>dites ce que le directeur du tournoi décide à la place</translation>
    </message>
    <message>
        <source>choose one of {allowed}</source>
        <translation>choisissez l&apos;un de {allowed}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {HANDS_MAX}</source>
        <translation>doit être un nombre entier de 1 à {HANDS_MAX}</translation>
    </message>
    <message>
        <source>must be a whole number of rounds &gt;= 1</source>
        <translation>doit être un nombre entier de tours &gt;= 1</translation>
    </message>
    <message>
        <source>a round needs {MIN_SEATS} to {MAX_SEATS} players at the table: give missed hands</source>
        <translation>un tour exige de {MIN_SEATS} à {MAX_SEATS} joueurs à la table : donnez des mains manquées</translation>
    </message>
    <message>
        <source>his hand in progress stays live (rule 51): settle it, then disqualify him with the chips he holds</source>
        <translation>sa main en cours reste vivante (règle 51) : réglez-la, puis disqualifiez-le avec les jetons qu&apos;il détient</translation>
    </message>
    <message>
        <source>choose the player to penalise</source>
        <translation>choisissez le joueur à pénaliser</translation>
    </message>
    <message>
        <source>choose the offence</source>
        <translation>choisissez l&apos;infraction</translation>
    </message>
    <message>
        <source>say whether he is in the hand in progress</source>
        <translation>dites s&apos;il est dans la main en cours</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>aucune main n&apos;a encore été distribuée à cette table</translation>
    </message>
    <message>
        <source>his history could not be read: choose the player again</source>
        <translation>son historique n&apos;a pas pu être lu : choisissez à nouveau le joueur</translation>
    </message>
    <message>
        <source>the penalty itself is the floor&apos;s choice: go back to &apos;The penalty&apos; and choose another one (a warning, fewer hands, more rounds or disqualification); the rules only count its hands</source>
        <translation>la pénalité elle-même est le choix du floor : revenez à &apos;La pénalité&apos; et choisissez-en une autre (un avertissement, moins de mains, plus de tours ou la disqualification) ; les règles ne comptent que ses mains</translation>
    </message>
    <message>
        <source>{penalty}, {name}</source>
        <translation>{penalty}, {name}</translation>
    </message>
    <message>
        <source>{game_text!r} is not a game FloorDesk settles</source>
        <translation>{game_text!r} n&apos;est pas un jeu que FloorDesk règle</translation>
    </message>
    <message>
        <source>is required in {title}: a seat from 1 to {seats_max}</source>
        <translation>est obligatoire en {title} : un siège de 1 à {seats_max}</translation>
    </message>
    <message>
        <source>state what each player put in</source>
        <translation>indiquez ce que chaque joueur a misé</translation>
    </message>
    <message>
        <source>seat {seat_text} is empty</source>
        <translation>le siège {seat_text} est vide</translation>
    </message>
    <message>
        <source>state what the player put in and whether he is still in</source>
        <translation>indiquez ce que le joueur a misé et s&apos;il est encore dans le coup</translation>
    </message>
    <message>
        <source>put in must be a whole number &gt;= 0, not {amount!r}</source>
        <translation>la mise doit être un nombre entier &gt;= 0, pas {amount!r}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {denomination_label} chips</source>
        <translation>{amount} n&apos;est pas un nombre entier de jetons de {denomination_label}</translation>
    </message>
    <message>
        <source>say whether the player is in, all in or folded</source>
        <translation>dites si le joueur est dans le coup, à tapis ou couché</translation>
    </message>
    <message>
        <source>an all-in player has put chips in</source>
        <translation>un joueur à tapis a misé des jetons</translation>
    </message>
    <message>
        <source>{given} was already given out of the pot by hand: undo that first</source>
        <translation>{given} a déjà été donné du pot à la main : annulez cela d&apos;abord</translation>
    </message>
    <message>
        <source>the players put in {total} in all, but the pot holds {total2}: correct what a player put in, or the pot on the table</source>
        <translation>les joueurs ont misé {total} en tout, mais le pot contient {total2} : corrigez la mise d&apos;un joueur, ou le pot sur la table</translation>
    </message>
    <message>
        <source>at least two players must have put chips in the pot</source>
        <translation>au moins deux joueurs doivent avoir misé dans le pot</translation>
    </message>
    <message>
        <source>choose how the winners are found: the cards, or the winners stated</source>
        <translation>choisissez comment trouver les gagnants : par les cartes, ou en les indiquant</translation>
    </message>
    <message>
        <source>{title} has no board: give each player&apos;s seven cards</source>
        <translation>{title} n&apos;a pas de tableau : donnez les sept cartes de chaque joueur</translation>
    </message>
    <message>
        <source>enter each player&apos;s cards</source>
        <translation>saisissez les cartes de chaque joueur</translation>
    </message>
    <message>
        <source>takes no part in the showdown: leave it empty</source>
        <translation>ne participe pas à l&apos;abattage : laissez vide</translation>
    </message>
    <message>
        <source>state the winners of every pot</source>
        <translation>indiquez les gagnants de chaque pot</translation>
    </message>
    <message>
        <source>tick the winners</source>
        <translation>cochez les gagnants</translation>
    </message>
    <message>
        <source>either name the low winners or tick &apos;no qualifying low&apos;</source>
        <translation>nommez les gagnants du bas ou cochez &apos;pas de bas qualifié&apos;</translation>
    </message>
    <message>
        <source>name who wins the {half} of the {name} pot{extra}</source>
        <translation>indiquez qui gagne la {half} du pot {name}{extra}</translation>
    </message>
    <message>
        <source>seat {seat_text} has no player in this hand</source>
        <translation>le siège {seat_text} n&apos;a pas de joueur dans cette main</translation>
    </message>
    <message>
        <source>{who} folded and cannot win a pot</source>
        <translation>{who} s&apos;est couché et ne peut pas gagner de pot</translation>
    </message>
    <message>
        <source>{who} put in too little to win the {name} pot</source>
        <translation>{who} a misé trop peu pour gagner le pot {name}</translation>
    </message>
    <message>
        <source>give the cards seen by seat</source>
        <translation>donnez les cartes vues par siège</translation>
    </message>
    <message>
        <source>takes no part in this hand: leave it empty</source>
        <translation>ne participe pas à cette main : laissez vide</translation>
    </message>
    <message>
        <source>give the cards by seat</source>
        <translation>donnez les cartes par siège</translation>
    </message>
    <message>
        <source>{pretty} is already seat {tie_seen}&apos;s</source>
        <translation>{pretty} est déjà au siège {tie_seen}</translation>
    </message>
    <message>
        <source>{who} showed it</source>
        <translation>{who} l&apos;a montrée</translation>
    </message>
    <message>
        <source>{pretty} is already on the table this hand: {shown}</source>
        <translation>{pretty} est déjà sur la table dans cette main : {shown}</translation>
    </message>
    <message>
        <source>gives out {total}; every chip of the pot must go: {pot}</source>
        <translation>distribue {total} ; chaque jeton du pot doit partir : {pot}</translation>
    </message>
    <message>
        <source>pot of {total} given out at {table}</source>
        <translation>pot de {total} distribué à {table}</translation>
    </message>
    <message>
        <source>Award the pot at {table}: {given}</source>
        <translation>Attribuer le pot à {table} : {given}</translation>
    </message>
    <message>
        <source>seat {seat} ties with seat {winners} in another pot, so wins here too</source>
        <translation>le siège {seat} est à égalité avec le siège {winners} dans un autre pot, donc gagne ici aussi</translation>
    </message>
    <message>
        <source>seat {seat} wins a low in another pot, so he has a qualifying low</source>
        <translation>le siège {seat} gagne un bas dans un autre pot, il a donc un bas qualifié</translation>
    </message>
    <message>
        <source>these winners contradict another pot&apos;s: a hand cannot both beat and lose to the same hand</source>
        <translation>ces gagnants contredisent ceux d&apos;un autre pot : une main ne peut pas à la fois battre et perdre contre la même main</translation>
    </message>
    <message>
        <source>an amount to pay out is below zero</source>
        <translation>un montant à payer est négatif</translation>
    </message>
    <message>
        <source>the amounts add up to {sum}, but the pot holds {total}</source>
        <translation>les montants font {sum}, mais le pot contient {total}</translation>
    </message>
    <message>
        <source>the pot&apos;s chips ({describe}) cannot make up every amount exactly ({owed} left over); change some chips for {smallest} first</source>
        <translation>les jetons du pot ({describe}) ne font pas exactement chaque montant ({owed} de reste) ; échangez d&apos;abord des jetons contre {smallest}</translation>
    </message>
    <message>
        <source>{given} changed for {taken} at the rack</source>
        <translation>{given} échangés contre {taken} au rack</translation>
    </message>
    <message>
        <source>pot held {span} by {by} ({reason}){released}</source>
        <translation>pot bloqué {span} par {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>pot held since {span} by {by} ({reason}){released}</source>
        <translation>pot bloqué depuis {span} par {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>, released by {name}</source>
        <translation>, libéré par {name}</translation>
    </message>
    <message>
        <source>hand {number}: {hold}</source>
        <translation>main {number} : {hold}</translation>
    </message>
    <message>
        <source>the pot is held while a dispute is reviewed ({hold}): release it before {what}</source>
        <translation>le pot est bloqué pendant le visionnage d&apos;une contestation ({hold}) : libérez-le avant que {what}</translation>
    </message>
    <message>
        <source>the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold ({holds}), before {what}</source>
        <translation>le pot a été bloqué pour une contestation : distribuez-le par la décision sur le pot (Attribuer le pot), qui enregistre le blocage ({holds}), avant que {what}</translation>
    </message>
    <message>
        <source>is only for a decision that goes against the last rulings</source>
        <translation>ne vaut que pour une décision contraire aux dernières décisions</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one departs from it: say what is different here</source>
        <translation>est obligatoire : les {count} dernières décisions comparables ont toutes suivi la recommandation et celle-ci s&apos;en écarte : dites ce qui est différent ici</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one follows it: say what is different here</source>
        <translation>est obligatoire : les {count} dernières décisions comparables ont toutes suivi la recommandation et celle-ci la suit : dites ce qui est différent ici</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one departs from it: say what is different here</source>
        <translation>est obligatoire : les {count} dernières décisions comparables se sont toutes écartées de la recommandation et celle-ci s&apos;en écarte : dites ce qui est différent ici</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one follows it: say what is different here</source>
        <translation>est obligatoire : les {count} dernières décisions comparables se sont toutes écartées de la recommandation et celle-ci la suit : dites ce qui est différent ici</translation>
    </message>
    <message>
        <source>#{number} of {device}, {recorded}, {event}: decided by {name} ({role})</source>
        <translation>n° {number} de {device}, {recorded}, {event} : décidée par {name} ({role})</translation>
    </message>
    <message>
        <source>recommended {outcome}</source>
        <translation>recommandé {outcome}</translation>
    </message>
    <message>
        <source>Followed (as overruled): {recommended}</source>
        <translation>Suivie (après annulation) : {recommended}</translation>
    </message>
    <message>
        <source>Followed: {recommended}</source>
        <translation>Suivie : {recommended}</translation>
    </message>
    <message>
        <source>Decided (as overruled): {decided}</source>
        <translation>Décidé (après annulation) : {decided}</translation>
    </message>
    <message>
        <source>Decided: {decided}</source>
        <translation>Décidé : {decided}</translation>
    </message>
    <message>
        <source>Departed because: {reason}</source>
        <translation>S&apos;est écartée parce que : {reason}</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown when it was decided: {count}</source>
        <translation>Décisions comparables antérieures montrées lors de la décision : {count}</translation>
    </message>
    <message>
        <source> (ids {ids})</source>
        <translation> (ids {ids})</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all followed the recommendation; what was different: {difference}</source>
        <translation>Elle allait contre les {count} dernières, qui suivaient toutes la recommandation ; ce qui était différent : {difference}</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all departed from it; what was different: {difference}</source>
        <translation>Elle allait contre les {count} dernières, qui s&apos;en écartaient toutes ; ce qui était différent : {difference}</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all followed the recommendation: to depart from it, say what is different here.</source>
        <translation>Les {count} dernières décisions comparables ont toutes suivi la recommandation : pour s&apos;en écarter, dites ce qui est différent ici.</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all departed from the recommendation: to follow it, say what is different here.</source>
        <translation>Les {count} dernières décisions comparables se sont toutes écartées de la recommandation : pour la suivre, dites ce qui est différent ici.</translation>
    </message>
    <message>
        <source>is required to split a contested {title} pot</source>
        <translation>est obligatoire pour partager un pot disputé de {title}</translation>
    </message>
    <message>
        <source>must be null: {title} has no {value}</source>
        <translation>doit être null : {title} n&apos;a pas de {value}</translation>
    </message>
    <message>
        <source>must be {size} cards, not {count}</source>
        <translation>doit être {size} cartes, pas {count}</translation>
    </message>
    <message>
        <source>{value!r} is not a list of coming hands</source>
        <translation>{value!r} n&apos;est pas une liste de mains à venir</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards given, but the player has only %n odd chip(s) to race, one card each</source>
        <translation>
            <numerusform>{count} cartes données, mais le joueur n&apos;a que %n jeton restant à courir, une carte chacun</numerusform>
            <numerusform>{count} cartes données, mais le joueur n&apos;a que %n jetons restants à courir, une carte chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>must name at least one denomination</source>
        <translation>doit nommer au moins une valeur</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {value!r}</source>
        <translation>doit être un nombre entier &gt;= 1, pas {value!r}</translation>
    </message>
    <message>
        <source>{denomination_label} is listed twice</source>
        <translation>{denomination_label} est listé deux fois</translation>
    </message>
    <message>
        <source>{denomination_label} is not a denomination in play</source>
        <translation>{denomination_label} n&apos;est pas une valeur en jeu</translation>
    </message>
    <message>
        <source>cannot remove every denomination: at least one must stay in play</source>
        <translation>impossible de retirer toutes les valeurs : au moins une doit rester en jeu</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max!r}</source>
        <translation>une table a de {MIN_SEATS} à {MAX_SEATS} sièges, pas {seats_max!r}</translation>
    </message>
    <message>
        <source>must have at least one player</source>
        <translation>doit avoir au moins un joueur</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside the table (1..{seats_max})</source>
        <translation>le siège {seat!r} est hors de la table (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {name} (players[{other}])</source>
        <translation>le siège {seat} est déjà occupé par {name} (players[{other}])</translation>
    </message>
    <message>
        <source>the name {name!r} is already used by players[{name_taken}]</source>
        <translation>le nom {name!r} est déjà utilisé par players[{name_taken}]</translation>
    </message>
    <message>
        <source>has no chips: a player with no chips is out of the race</source>
        <translation>n&apos;a pas de jetons : un joueur sans jetons est hors de la course</translation>
    </message>
    <message>
        <source>{count} cards given, but at least {value} are needed, one per odd chip</source>
        <translation>{count} cartes données, mais il en faut au moins {value}, une par jeton restant</translation>
    </message>
    <message>
        <source>too few cards: {race}, but only {size} were given</source>
        <translation>trop peu de cartes : {race}, mais seulement {size} données</translation>
    </message>
    <message>
        <source>too few cards: {race}, but one deck holds only {size} besides the players&apos; own cards{advice}</source>
        <translation>trop peu de cartes : {race}, mais un jeu n&apos;en a que {size} en plus des cartes des joueurs{advice}</translation>
    </message>
    <message>
        <source>is not a chip-race result as recorded ({error})</source>
        <translation>n&apos;est pas un résultat de course aux jetons tel qu&apos;enregistré ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number</source>
        <translation>{value!r} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>is not a found-chips result as recorded ({error})</source>
        <translation>n&apos;est pas un résultat de jetons trouvés tel qu&apos;enregistré ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of denominations</source>
        <translation>{value!r} n&apos;est pas une liste de valeurs</translation>
    </message>
    <message>
        <source>write minutes:seconds (1:30) or seconds (90), not {typed!r}</source>
        <translation>écrivez minutes:secondes (1:30) ou secondes (90), pas {typed!r}</translation>
    </message>
    <message>
        <source>must be at most {clock_time_text} (a day), not {typed}</source>
        <translation>doit être au plus {clock_time_text} (un jour), pas {typed}</translation>
    </message>
    <message>
        <source>must be a number of seconds, not {describe_json}</source>
        <translation>doit être un nombre de secondes, pas {describe_json}</translation>
    </message>
    <message>
        <source>must not be negative, not {value!r}</source>
        <translation>ne doit pas être négatif, pas {value!r}</translation>
    </message>
    <message>
        <source>must be at most {MAX_SECONDS} s (a day), not {value!r}</source>
        <translation>doit être au plus {MAX_SECONDS} s (un jour), pas {value!r}</translation>
    </message>
    <message>
        <source>{seconds_text} is before the clock was granted at {seconds_text2}</source>
        <translation>{seconds_text} est avant l&apos;octroi du chrono à {seconds_text2}</translation>
    </message>
    <message>
        <source>a shortened clock must be shorter than the {seconds_text} it replaces, not {seconds_text2}</source>
        <translation>un chrono raccourci doit être plus court que les {seconds_text} qu&apos;il remplace, pas {seconds_text2}</translation>
    </message>
    <message>
        <source>the player acted at {seconds_text}, before the clock was called at {seconds_text2}: a clock covers a decision still to be made</source>
        <translation>le joueur a agi à {seconds_text}, avant l&apos;appel du chrono à {seconds_text2} : un chrono couvre une décision encore à prendre</translation>
    </message>
    <message>
        <source>seat {button_seat} is empty; the first button goes to a player</source>
        <translation>le siège {button_seat} est vide ; le premier bouton va à un joueur</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {MAX_PROJECTED_HANDS}</source>
        <translation>doit être un nombre entier de 1 à {MAX_PROJECTED_HANDS}</translation>
    </message>
    <message>
        <source>seat {seat} has nobody to eliminate</source>
        <translation>le siège {seat} n&apos;a personne à éliminer</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>une table a de {MIN_SEATS} à {MAX_SEATS} sièges, pas {seats_max}</translation>
    </message>
    <message>
        <source>seat {seat} is outside this table (1..{seats_max})</source>
        <translation>le siège {seat} est hors de cette table (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {seated}</source>
        <translation>le siège {seat} est déjà occupé par {seated}</translation>
    </message>
    <message>
        <source>{player} is already seated in seat {other}</source>
        <translation>{player} est déjà assis au siège {other}</translation>
    </message>
    <message>
        <source>a hand needs at least two players; {count} would be seated</source>
        <translation>une main exige au moins deux joueurs ; {count} seraient assis</translation>
    </message>
    <message>
        <source>the big blind (seat {big_blind}) needs a seat of its own</source>
        <translation>la grosse blinde (siège {big_blind}) a besoin de son propre siège</translation>
    </message>
    <message>
        <source>the small blind on the button seat means last hand was heads-up, yet {count} players are still seated</source>
        <translation>la petite blinde au siège du bouton signifie que la dernière main était en tête-à-tête, or {count} joueurs sont encore assis</translation>
    </message>
    <message>
        <source>the small blind (seat {small_blind}) must lie between the button (seat {button}) and the big blind (seat {big_blind}), clockwise</source>
        <translation>la petite blinde (siège {small_blind}) doit se trouver entre le bouton (siège {button}) et la grosse blinde (siège {big_blind}), dans le sens horaire</translation>
    </message>
    <message>
        <source>the big blind cannot have been placed on seat {big_blind}: {occupants} in seat {skipped} sits between the small blind and it and was due first</source>
        <translation>la grosse blinde ne peut pas avoir été posée au siège {big_blind} : {occupants} au siège {skipped} est entre la petite blinde et elle et devait la payer avant</translation>
    </message>
    <message>
        <source>{denomination_label} is still in play, so it was not raced off</source>
        <translation>{denomination_label} est encore en jeu, il n&apos;a donc pas été retiré par la course</translation>
    </message>
    <message>
        <source>only {removed} chips, the removed denomination, are ruled on here</source>
        <translation>seuls les jetons de {removed}, la valeur retirée, sont traités ici</translation>
    </message>
    <message>
        <source>must hold at least one {removed} chip</source>
        <translation>doit contenir au moins un jeton de {removed}</translation>
    </message>
    <message>
        <source>is {stated}, but from {source} it is {given} ({criterion}); give one or the other, or correct it</source>
        <translation>vaut {stated}, mais d&apos;après {source} c&apos;est {given} ({criterion}) ; donnez l&apos;un ou l&apos;autre, ou corrigez</translation>
    </message>
    <message>
        <source>card {card} is not in {own}</source>
        <translation>la carte {card} n&apos;est pas dans {own}</translation>
    </message>
    <message>
        <source>is needed{instead}: {name} ties for {value} in a stud game and the odd chip goes by suit</source>
        <translation>est nécessaire{instead} : {name} est à égalité pour {value} dans un jeu de stud et le jeton indivisible va selon la couleur</translation>
    </message>
    <message>
        <source>is required: {title} is a button game</source>
        <translation>est obligatoire : {title} est un jeu à bouton</translation>
    </message>
    <message>
        <source>must be a seat from 1 to {seats_max}</source>
        <translation>doit être un siège de 1 à {seats_max}</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit}</source>
        <translation>doit être un nombre entier &gt;= 1, pas {unit}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number &gt;= 0 of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} n&apos;est pas un nombre entier &gt;= 0 de la plus petite valeur en jeu ({denomination_label})</translation>
    </message>
    <message>
        <source>a pot needs at least one contender</source>
        <translation>un pot exige au moins un prétendant</translation>
    </message>
    <message>
        <source>{player} is listed twice</source>
        <translation>{player} est listé deux fois</translation>
    </message>
    <message>
        <source>must be a free seat from 1 to {seats_max}, not {seat}</source>
        <translation>doit être un siège libre de 1 à {seats_max}, pas {seat}</translation>
    </message>
    <message>
        <source>names a player twice</source>
        <translation>nomme un joueur deux fois</translation>
    </message>
    <message>
        <source>{name} cannot win this pot: not one of its contenders</source>
        <translation>{name} ne peut pas gagner ce pot : il n&apos;en est pas prétendant</translation>
    </message>
    <message>
        <source>razz has no high hand; the best low wins</source>
        <translation>le razz n&apos;a pas de main haute ; le meilleur bas gagne</translation>
    </message>
    <message>
        <source>a contested razz pot needs its low winners</source>
        <translation>un pot de razz disputé a besoin de ses gagnants du bas</translation>
    </message>
    <message>
        <source>a contested pot needs its high winners</source>
        <translation>un pot disputé a besoin de ses gagnants du haut</translation>
    </message>
    <message>
        <source>{title} has no low half</source>
        <translation>{title} n&apos;a pas de moitié basse</translation>
    </message>
    <message>
        <source>a missed-hand penalty needs a whole number of hands &gt;= 1</source>
        <translation>une pénalité de mains manquées exige un nombre entier de mains &gt;= 1</translation>
    </message>
    <message>
        <source>a missed-round penalty needs a whole number of rounds &gt;= 1</source>
        <translation>une pénalité de tours manqués exige un nombre entier de tours &gt;= 1</translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}</source>
        <translation>
            <numerusform>au plus %n tour peut être donné (max_penalty_rounds = {max_rounds}), pas {rounds}</numerusform>
            <numerusform>au plus %n tours peuvent être donnés (max_penalty_rounds = {max_rounds}), pas {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>only a missed-hand or missed-round penalty has hands to carry</source>
        <translation>seule une pénalité de mains ou de tours manqués a des mains à reporter</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {hands_given}</source>
        <translation>doit être un nombre entier de 0 à {hands_given}</translation>
    </message>
    <message>
        <source>must be a whole number from {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>doit être un nombre entier de {MIN_SEATS} à {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a missed-round penalty needs the players seated, offender included: {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>une pénalité de tours manqués exige les joueurs assis, fautif compris : de {MIN_SEATS} à {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a disqualification needs the offender&apos;s chips, &gt;= 0</source>
        <translation>une disqualification exige les jetons du fautif, &gt;= 0</translation>
    </message>
    <message>
        <source>give either given_during_hand_number or given_between_hands_after_hand_number, not both</source>
        <translation>donnez given_during_hand_number ou given_between_hands_after_hand_number, pas les deux</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1</source>
        <translation>doit être un nombre entier &gt;= 1</translation>
    </message>
    <message>
        <source>no hand is in progress when a penalty is given between hands</source>
        <translation>aucune main n&apos;est en cours quand une pénalité est donnée entre deux mains</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {hands!r}</source>
        <translation>doit être un nombre entier &gt;= 0, pas {hands!r}</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <translation>la main {hand_number} est encore en cours</translation>
    </message>
    <message>
        <source>there is no hand in progress to redeal</source>
        <translation>il n&apos;y a pas de main en cours à redistribuer</translation>
    </message>
    <message>
        <source>there is no hand in progress to end</source>
        <translation>il n&apos;y a pas de main en cours à terminer</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= first ({first})</source>
        <translation>doit être un nombre entier &gt;= first ({first})</translation>
    </message>
    <message>
        <source>in a stud game the position is &apos;other&apos;</source>
        <translation>dans un jeu de stud la position est &apos;other&apos;</translation>
    </message>
    <message>
        <source>only stud games have a bring-in</source>
        <translation>seuls les jeux de stud ont un bring-in</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit!r}</source>
        <translation>doit être un nombre entier &gt;= 1, pas {unit!r}</translation>
    </message>
    <message>
        <source>a hand needs at least {MIN_PLAYERS} players</source>
        <translation>une main exige au moins {MIN_PLAYERS} joueurs</translation>
    </message>
    <message>
        <source>every player folded; at least one must still be in the hand</source>
        <translation>tous les joueurs se sont couchés ; au moins un doit rester dans le coup</translation>
    </message>
    <message>
        <source>{player} is already contributions[{first}]</source>
        <translation>{player} est déjà contributions[{first}]</translation>
    </message>
    <message>
        <source>seat {seat} is already contributions[{first}]</source>
        <translation>le siège {seat} est déjà contributions[{first}]</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} n&apos;est pas un nombre entier de la plus petite valeur en jeu ({denomination_label})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of pots</source>
        <translation>{value!r} n&apos;est pas une liste de pots</translation>
    </message>
    <message>
        <source>{value!r} is not a list of odd chips</source>
        <translation>{value!r} n&apos;est pas une liste de jetons indivisibles</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to hands</source>
        <translation>{value!r} n&apos;est pas un objet joueur -&gt; mains</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to chips</source>
        <translation>{value!r} n&apos;est pas un objet joueur -&gt; jetons</translation>
    </message>
    <message>
        <source>is not a {KIND} result as recorded (not an object)</source>
        <translation>n&apos;est pas un résultat {KIND} tel qu&apos;enregistré (pas un objet)</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded (not an object)</source>
        <translation>n&apos;est pas un résultat {kind} tel qu&apos;enregistré (pas un objet)</translation>
    </message>
    <message>
        <source>is missing: not a {kind} result as recorded</source>
        <translation>manque : pas un résultat {kind} tel qu&apos;enregistré</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded ({error})</source>
        <translation>n&apos;est pas un résultat {kind} tel qu&apos;enregistré ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a time in seconds</source>
        <translation>{value!r} n&apos;est pas une durée en secondes</translation>
    </message>
    <message>
        <source>{value!r} is not true or false</source>
        <translation>{value!r} n&apos;est ni vrai ni faux</translation>
    </message>
    <message>
        <source>{value!r} is not a name</source>
        <translation>{value!r} n&apos;est pas un nom</translation>
    </message>
    <message>
        <source>{value!r} is not a list of names</source>
        <translation>{value!r} n&apos;est pas une liste de noms</translation>
    </message>
    <message>
        <source>{value!r} is not an object</source>
        <translation>{value!r} n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>{name} is not a player in this hand</source>
        <translation>{name} n&apos;est pas un joueur de cette main</translation>
    </message>
    <message>
        <source>{title} has no board; each player gives his seven cards</source>
        <translation>{title} n&apos;a pas de tableau ; chaque joueur donne ses sept cartes</translation>
    </message>
    <message>
        <source>must be {board_card_count} cards, not {count}</source>
        <translation>doit être {board_card_count} cartes, pas {count}</translation>
    </message>
    <message>
        <source>is required: {title} hands are read with the board</source>
        <translation>est obligatoire : les mains de {title} se lisent avec le tableau</translation>
    </message>
    <message>
        <source>{title} needs {own_card_count} cards per player, not {count}</source>
        <translation>{title} exige {own_card_count} cartes par joueur, pas {count}</translation>
    </message>
    <message>
        <source>is required: {name} contests a pot and no showdown was stated</source>
        <translation>est obligatoire : {name} dispute un pot et aucun abattage n&apos;a été indiqué</translation>
    </message>
    <message>
        <source>a group of tied players must name someone</source>
        <translation>un groupe de joueurs à égalité doit nommer quelqu&apos;un</translation>
    </message>
    <message>
        <source>{name} folded and cannot win a pot</source>
        <translation>{name} s&apos;est couché et ne peut pas gagner de pot</translation>
    </message>
    <message>
        <source>{name} is ranked twice</source>
        <translation>{name} est classé deux fois</translation>
    </message>
    <message>
        <source>razz has no high hand; rank the hands in low_ranking</source>
        <translation>le razz n&apos;a pas de main haute ; classez les mains dans low_ranking</translation>
    </message>
    <message>
        <source>does not rank {name}, who contests a pot</source>
        <translation>ne classe pas {name}, qui dispute un pot</translation>
    </message>
    <message>
        <source>{value!r} rulings are not computed by the rules core</source>
        <translation>les décisions {value!r} ne sont pas calculées par le moteur de règles</translation>
    </message>
    <message>
        <source>the request could not be answered</source>
        <translation>la demande n&apos;a pas pu recevoir de réponse</translation>
    </message>
    <message>
        <source>there is no recommendation to follow: state the decided outcome</source>
        <translation>il n&apos;y a pas de recommandation à suivre : indiquez le résultat décidé</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommendation</source>
        <translation>ne vaut que pour une décision qui s&apos;écarte de la recommandation</translation>
    </message>
    <message>
        <source>a departure must state the outcome decided instead</source>
        <translation>un écart doit indiquer le résultat décidé à la place</translation>
    </message>
    <message>
        <source>states the recommended outcome: follow it instead of departing</source>
        <translation>indique le résultat recommandé : suivez-le au lieu de vous en écarter</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommendation (rule 44)</source>
        <translation>est obligatoire : la décision s&apos;écarte de la recommandation (règle 44)</translation>
    </message>
    <message>
        <source>is required: the decision goes against the last comparable rulings</source>
        <translation>est obligatoire : la décision va contre les dernières décisions comparables</translation>
    </message>
    <message>
        <source>must be one of {join}, not {game!r}</source>
        <translation>doit être l&apos;un de {join}, pas {game!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {MAX_BLIND}</source>
        <translation>doit être un nombre entier de 0 à {MAX_BLIND}</translation>
    </message>
    <message>
        <source>a level lasts 1 to {MAX_LEVEL_MINUTES} minutes</source>
        <translation>un niveau dure de 1 à {MAX_LEVEL_MINUTES} minutes</translation>
    </message>
    <message>
        <source>the small blind is not larger than the big blind</source>
        <translation>la petite blinde n&apos;est pas plus grosse que la grosse blinde</translation>
    </message>
    <message>
        <source>a level has blinds, an ante or a bring-in</source>
        <translation>un niveau a des blindes, une ante ou un bring-in</translation>
    </message>
    <message>
        <source>blinds {small}/{big}</source>
        <translation>blindes {small}/{big}</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>ante {ante}</translation>
    </message>
    <message>
        <source>bring-in {bring_in}</source>
        <translation>bring-in {bring_in}</translation>
    </message>
    <message>
        <source>{parts}; {minutes} min</source>
        <translation>{parts} ; {minutes} min</translation>
    </message>
    <message>
        <source>the big blind goes down from {big_blind} to {big_blind2}</source>
        <translation>la grosse blinde baisse de {big_blind} à {big_blind2}</translation>
    </message>
    <message>
        <source>a name cannot hold control characters (U+{ord:04X})</source>
        <translation>un nom ne peut pas contenir de caractères de contrôle (U+{ord:04X})</translation>
    </message>
    <message>
        <source>a name has at most {MAX_NAME_LENGTH} characters, not {count}</source>
        <translation>un nom a au plus {MAX_NAME_LENGTH} caractères, pas {count}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un événement doit avoir un nom</translation>
    </message>
    <message>
        <source>an event needs a name: this one has no visible character</source>
        <translation>un événement doit avoir un nom : celui-ci n&apos;a aucun caractère visible</translation>
    </message>
    <message>
        <source>a player needs a name: this one has no visible character</source>
        <translation>un joueur doit avoir un nom : celui-ci n&apos;a aucun caractère visible</translation>
    </message>
    <message>
        <source>a table needs a name</source>
        <translation>une table doit avoir un nom</translation>
    </message>
    <message>
        <source>a table needs a name: this one has no visible character</source>
        <translation>une table doit avoir un nom : celui-ci n&apos;a aucun caractère visible</translation>
    </message>
    <message>
        <source>a name cannot hold U+{ord:04X}: half of a character pair, not a character</source>
        <translation>un nom ne peut pas contenir U+{ord:04X} : la moitié d&apos;une paire de caractères, pas un caractère</translation>
    </message>
    <message>
        <source>a player is seated twice at this table</source>
        <translation>un joueur est assis deux fois à cette table</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside this table (1..{seats_max})</source>
        <translation>le siège {seat!r} est hors de cette table (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {taken_by}</source>
        <translation>le siège {seat} est déjà occupé par {taken_by}</translation>
    </message>
    <message>
        <source>{name} is already seated in seat {seat_of}</source>
        <translation>{name} est déjà assis au siège {seat_of}</translation>
    </message>
    <message>
        <source>the table is already called {old}</source>
        <translation>la table s&apos;appelle déjà {old}</translation>
    </message>
    <message>
        <source>the event already has a table called {name}</source>
        <translation>le tournoi a déjà une table nommée {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n player(s): move them or break it</source>
        <translation>
            <numerusform>{name} a encore %n joueur : déplacez-le ou cassez la table</numerusform>
            <numerusform>{name} a encore %n joueurs : déplacez-les ou cassez la table</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s pot still holds {total} in chips</source>
        <translation>le pot de {name} contient encore {total} en jetons</translation>
    </message>
    <message>
        <source>{name} is the event&apos;s only table</source>
        <translation>{name} est la seule table du tournoi</translation>
    </message>
    <message>
        <source>the player is already at that table: move him within it</source>
        <translation>le joueur est déjà à cette table : déplacez-le à l&apos;intérieur</translation>
    </message>
    <message>
        <source>seat {from_seat} of {from_table} is empty</source>
        <translation>le siège {from_seat} de {from_table} est vide</translation>
    </message>
    <message>
        <source>{name} has chips in the pot this hand: settle the hand before moving him</source>
        <translation>{name} a des jetons dans le pot de cette main : réglez la main avant de le déplacer</translation>
    </message>
    <message>
        <source>seat {to_seat} of {to_table} is taken by {name}</source>
        <translation>le siège {to_seat} de {to_table} est occupé par {name}</translation>
    </message>
    <message>
        <source>{name} has {needed} players and the other tables {free} open seats</source>
        <translation>{name} a {needed} joueurs et les autres tables {free} sièges libres</translation>
    </message>
    <message>
        <source>move at least one chip, not {count!r}</source>
        <translation>déplacez au moins un jeton, pas {count!r}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {name2}</source>
        <translation>{name} a été éliminé à {name2}</translation>
    </message>
    <message>
        <source>{name} is already in seat {to_seat}</source>
        <translation>{name} est déjà au siège {to_seat}</translation>
    </message>
    <message>
        <source>seat {to_seat} is already taken by {name}</source>
        <translation>le siège {to_seat} est déjà occupé par {name}</translation>
    </message>
    <message>
        <source>{name} would pass other players to reach seat {to_seat}: once hands are dealt, a player moves only to an empty seat beside his own, or he would miss or repeat a blind</source>
        <translation>{name} dépasserait d&apos;autres joueurs pour atteindre le siège {to_seat} : une fois les mains distribuées, un joueur ne se déplace que vers un siège vide voisin du sien, sinon il manquerait ou repaierait une blinde</translation>
    </message>
    <message>
        <source>{name} still has {total} in chips; move them to the pot or set them to 0 before eliminating</source>
        <translation>{name} a encore {total} en jetons ; mettez-les au pot ou à 0 avant de l&apos;éliminer</translation>
    </message>
    <message>
        <source>{name} is all in with chips in the pot: settle the pot before eliminating</source>
        <translation>{name} est à tapis avec des jetons dans le pot : réglez le pot avant de l&apos;éliminer</translation>
    </message>
    <message>
        <source>{name} has chips in the pot of this hand: settle the pot before eliminating</source>
        <translation>{name} a des jetons dans le pot de cette main : réglez le pot avant de l&apos;éliminer</translation>
    </message>
    <message>
        <source>a penalty is at least one hand, not {hands!r}</source>
        <translation>une pénalité est d&apos;au moins une main, pas {hands!r}</translation>
    </message>
    <message>
        <source>chips go into or out of the pot</source>
        <translation>des jetons entrent dans le pot ou en sortent</translation>
    </message>
    <message>
        <source>chips from the {value} cannot go to the {value2}</source>
        <translation>les jetons de {value} ne peuvent pas aller vers {value2}</translation>
    </message>
    <message>
        <source>the chips are already in that seat</source>
        <translation>les jetons sont déjà à ce siège</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty (rule 52)</source>
        <translation>la main de {name} est morte : il purge une pénalité (règle 52)</translation>
    </message>
    <message>
        <source>{name} has folded this hand</source>
        <translation>{name} s&apos;est couché dans cette main</translation>
    </message>
    <message>
        <source>the pot holds {count} chips of T{value}, not {count2}</source>
        <translation>le pot contient {count} jetons de T{value}, pas {count2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (serving a penalty, rule 52): he cannot win the pot</source>
        <translation>la main de {name} est morte (il purge une pénalité, règle 52) : il ne peut pas gagner le pot</translation>
    </message>
    <message>
        <source>it is given out</source>
        <translation>il soit distribué</translation>
    </message>
    <message>
        <source>gives out {total}, but the pot holds {total2}</source>
        <translation>distribue {total}, mais le pot contient {total2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty this hand (rule 52)</source>
        <translation>la main de {name} est morte : il purge une pénalité dans cette main (règle 52)</translation>
    </message>
    <message numerus="yes">
        <source>{name} is on penalty (%n hand(s) to miss) and away</source>
        <translation>
            <numerusform>{name} est pénalisé (%n main à manquer) et absent</numerusform>
            <numerusform>{name} est pénalisé (%n mains à manquer) et absent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n chip(s) of T{value}, not {count}</source>
        <translation>
            <numerusform>{name} a %n jeton de T{value}, pas {count}</numerusform>
            <numerusform>{name} a %n jetons de T{value}, pas {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blinde</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grosse blinde</translation>
    </message>
    <message>
        <source>the button</source>
        <translation>le bouton</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>la petite blinde</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>la grosse blinde</translation>
    </message>
    <message>
        <source>{left} of {total} hands left</source>
        <translation>{left} mains restantes sur {total}</translation>
    </message>
    <message>
        <source>hand {first}</source>
        <translation>main {first}</translation>
    </message>
    <message>
        <source>hands {first}-{last}</source>
        <translation>mains {first}-{last}</translation>
    </message>
    <message>
        <source>{left} of {total}</source>
        <translation>{left} sur {total}</translation>
    </message>
    <message>
        <source>PENALTY {hands}</source>
        <translation>PÉNALITÉ {hands}</translation>
    </message>
    <message>
        <source>ABSENT</source>
        <translation>ABSENT</translation>
    </message>
    <message>
        <source>WAITS</source>
        <translation>ATTEND</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>ÉLIMINÉ</translation>
    </message>
    <message>
        <source>ALL IN</source>
        <translation>TAPIS</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>COUCHÉ</translation>
    </message>
    <message>
        <source>BUSTED</source>
        <translation>À SEC</translation>
    </message>
    <message>
        <source>{name} is already marked absent</source>
        <translation>{name} est déjà marqué absent</translation>
    </message>
    <message>
        <source>{name} is already marked playing</source>
        <translation>{name} est déjà marqué présent</translation>
    </message>
    <message>
        <source>chips go out of the pot</source>
        <translation>des jetons soient retirés du pot</translation>
    </message>
    <message>
        <source>{name} has already folded</source>
        <translation>{name} s&apos;est déjà couché</translation>
    </message>
    <message>
        <source>{name} has not folded</source>
        <translation>{name} ne s&apos;est pas couché</translation>
    </message>
    <message>
        <source>{name} is all in: he has no more decisions to make this hand</source>
        <translation>{name} est à tapis : il n&apos;a plus de décision à prendre dans cette main</translation>
    </message>
    <message>
        <source>a chip count is a whole number from 0 to {MAX_CHIP_COUNT}, not {count!r}</source>
        <translation>un nombre de jetons est un entier de 0 à {MAX_CHIP_COUNT}, pas {count!r}</translation>
    </message>
    <message>
        <source>{name} already has {count} chips of T{value}</source>
        <translation>{name} a déjà {count} jetons de T{value}</translation>
    </message>
    <message>
        <source>the next hand is dealt</source>
        <translation>la main suivante soit distribuée</translation>
    </message>
    <message>
        <source>the pot is already held: {words}</source>
        <translation>le pot est déjà bloqué : {words}</translation>
    </message>
    <message>
        <source>the pot is empty: there is nothing to hold</source>
        <translation>le pot est vide : il n&apos;y a rien à bloquer</translation>
    </message>
    <message>
        <source>say why the pot is held (the dispute being reviewed)</source>
        <translation>dites pourquoi le pot est bloqué (la contestation visionnée)</translation>
    </message>
    <message>
        <source>the pot is not held</source>
        <translation>le pot n&apos;est pas bloqué</translation>
    </message>
    <message>
        <source>the hand is dealt again</source>
        <translation>la main soit redistribuée</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: there is nothing to deal again</source>
        <translation>aucune main n&apos;a encore été distribuée à cette table : il n&apos;y a rien à redistribuer</translation>
    </message>
    <message>
        <source>the pot of hand {number} has been given out: a misdeal is called before the hand ends</source>
        <translation>le pot de la main {number} a été distribué : une fausse donne se déclare avant la fin de la main</translation>
    </message>
    <message>
        <source>the pot does not add up to what was put in: count it before dealing again</source>
        <translation>le pot ne correspond pas aux mises : comptez-le avant de redistribuer</translation>
    </message>
    <message>
        <source>{gone} left the table with chips in this pot: undo that first</source>
        <translation>{gone} a quitté la table avec des jetons dans ce pot : annulez cela d&apos;abord</translation>
    </message>
    <message>
        <source>{name} is not serving a penalty this hand: he brings it in himself</source>
        <translation>{name} ne purge pas de pénalité dans cette main : il pose lui-même le bring-in</translation>
    </message>
    <message>
        <source>{name} has already posted the bring-in this hand</source>
        <translation>{name} a déjà posé le bring-in dans cette main</translation>
    </message>
    <message>
        <source>{name}&apos;s chips cannot post {amount} exactly: {message}</source>
        <translation>les jetons de {name} ne peuvent pas poser exactement {amount} : {message}</translation>
    </message>
    <message>
        <source>nobody is seated at {name}: seat the players before dealing a hand</source>
        <translation>personne n&apos;est assis à {name} : placez les joueurs avant de distribuer une main</translation>
    </message>
    <message>
        <source>the button is already in play; drag it to correct it</source>
        <translation>le bouton est déjà en jeu ; faites-le glisser pour le corriger</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: deal the first hand</source>
        <translation>aucune main n&apos;a encore été distribuée à cette table : distribuez la première main</translation>
    </message>
    <message>
        <source>{label} is already at seat {seat}</source>
        <translation>{label} est déjà au siège {seat}</translation>
    </message>
    <message>
        <source>T{value} {reason}</source>
        <translation>T{value} {reason}</translation>
    </message>
    <message>
        <source>seat {big_blind} is empty: the big blind is always a player&apos;s</source>
        <translation>le siège {big_blind} est vide : la grosse blinde est toujours à un joueur</translation>
    </message>
    <message>
        <source>the big blind needs a seat of its own, not seat {big_blind}</source>
        <translation>la grosse blinde a besoin de son propre siège, pas du siège {big_blind}</translation>
    </message>
    <message>
        <source>the button and the small blind share a seat only heads-up</source>
        <translation>le bouton et la petite blinde ne partagent un siège qu&apos;en tête-à-tête</translation>
    </message>
    <message>
        <source>{name} was cancelled (rule 45): {doing} cannot be made for it any more</source>
        <translation>{name} a été annulé (règle 45) : on ne peut plus y apporter {doing}</translation>
    </message>
    <message>
        <source>changes to its tables</source>
        <translation>des changements à ses tables</translation>
    </message>
    <message>
        <source>a ruling</source>
        <translation>une décision</translation>
    </message>
</context>
<context>
    <name>countdown</name>
    <message>
        <source>TIME</source>
        <translation>TEMPS</translation>
    </message>
    <message>
        <source>Action on the player for</source>
        <translation>Action au joueur depuis</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>Le joueur a agi</translation>
    </message>
    <message>
        <source>Time is up: {outcome}</source>
        <translation>Temps écoulé : {outcome}</translation>
    </message>
    <message>
        <source>Clock: time to act</source>
        <translation>Clock : temps pour agir</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Compte à rebours</translation>
    </message>
</context>
<context>
    <name>dispute_group</name>
    <message>
        <source>A player</source>
        <translation>Un joueur</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Le croupier</translation>
    </message>
    <message>
        <source>The floor</source>
        <translation>Le floor</translation>
    </message>
    <message>
        <source>Before the next deal</source>
        <translation>Avant la donne suivante</translation>
    </message>
    <message>
        <source>After the next deal</source>
        <translation>Après la donne suivante</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Replayed at the podium</source>
        <translation>Revue au podium</translation>
    </message>
    <message>
        <source>In the surveillance room</source>
        <translation>En salle de surveillance</translation>
    </message>
    <message>
        <source>A player&apos;s error</source>
        <translation>Erreur d&apos;un joueur</translation>
    </message>
    <message>
        <source>The dealer&apos;s error</source>
        <translation>Erreur du croupier</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Pas d&apos;erreur</translation>
    </message>
</context>
<context>
    <name>disputes</name>
    <message>
        <source>the dispute record (optional)</source>
        <translation>l&apos;enregistrement de la contestation (facultatif)</translation>
    </message>
    <message>
        <source>who asked for the ruling</source>
        <translation>qui a demandé la décision</translation>
    </message>
    <message>
        <source>the seat of the player who asked</source>
        <translation>le siège du joueur qui l&apos;a demandée</translation>
    </message>
    <message>
        <source>when the ruling was asked for</source>
        <translation>quand la décision a été demandée</translation>
    </message>
    <message>
        <source>whether it was asked before the next deal</source>
        <translation>si elle a été demandée avant la donne suivante</translation>
    </message>
    <message>
        <source>the camera or console to review</source>
        <translation>la caméra ou la console à visionner</translation>
    </message>
    <message>
        <source>the time window to review</source>
        <translation>la plage horaire à visionner</translation>
    </message>
    <message>
        <source>the review done (default none)</source>
        <translation>le visionnage fait (par défaut none)</translation>
    </message>
    <message>
        <source>what the review found</source>
        <translation>ce que le visionnage a constaté</translation>
    </message>
    <message>
        <source>whose error it was</source>
        <translation>à qui revient l&apos;erreur</translation>
    </message>
    <message>
        <source>who signs as second reviewer</source>
        <translation>qui signe comme second vérificateur</translation>
    </message>
    <message>
        <source>the second reviewer&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du second vérificateur : la première ligne du fichier</translation>
    </message>
    <message>
        <source>must be two times joined by &apos;-&apos; (21:38-21:41), not {text!r}</source>
        <translation>doit être deux heures reliées par &apos;-&apos; (21:38-21:41), pas {text!r}</translation>
    </message>
    <message>
        <source>PIN for {name} (second reviewer): </source>
        <translation>PIN de {name} (second vérificateur) : </translation>
    </message>
    <message>
        <source>Dispute, {label}: {text}</source>
        <translation>Contestation, {label} : {text}</translation>
    </message>
    <message>
        <source>Dispute, second reviewer: {name}</source>
        <translation>Contestation, second vérificateur : {name}</translation>
    </message>
    <message>
        <source>Footage saved to: {place}</source>
        <translation>Images conservées dans : {place}</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>the footage to preserve, soonest deadline first</source>
        <translation>les images à conserver, l&apos;échéance la plus proche d&apos;abord</translation>
    </message>
    <message>
        <source>the tasks already done too</source>
        <translation>aussi les tâches déjà faites</translation>
    </message>
    <message>
        <source>record, signed, where an incident&apos;s footage was saved</source>
        <translation>enregistrer, signé, où les images d&apos;un incident ont été conservées</translation>
    </message>
    <message>
        <source>the incident (as for show)</source>
        <translation>l&apos;incident (comme pour show)</translation>
    </message>
    <message>
        <source>where the footage is</source>
        <translation>où sont les images</translation>
    </message>
    <message>
        <source>the house&apos;s settings for disputed rulings</source>
        <translation>les réglages de la maison pour les décisions contestées</translation>
    </message>
    <message>
        <source>why the settings change (recorded)</source>
        <translation>pourquoi les réglages changent (enregistré)</translation>
    </message>
    <message>
        <source>who changes them (a TD or an administrator)</source>
        <translation>qui les modifie (un TD ou un administrateur)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line</source>
        <translation>lire le PIN sur la première ligne de ce fichier</translation>
    </message>
    <message>
        <source>how long table video is kept</source>
        <translation>combien de temps la vidéo des tables est gardée</translation>
    </message>
    <message>
        <source>whether a reviewed dispute needs a second reviewer</source>
        <translation>si une contestation visionnée exige un second vérificateur</translation>
    </message>
    <message>
        <source>footage saved to {place}: the task is done (amendment {amendment})</source>
        <translation>images conservées dans {place} : la tâche est faite (modification {amendment})</translation>
    </message>
    <message>
        <source>no footage to preserve
</source>
        <translation>aucune image à conserver
</translation>
    </message>
    <message>
        <source>no footage tasks
</source>
        <translation>aucune tâche d&apos;images
</translation>
    </message>
    <message>
        <source>saved to {place} by {name} at {moment}</source>
        <translation>conservées dans {place} par {name} le {moment}</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>EN RETARD depuis {due}</translation>
    </message>
    <message>
        <source>preserve by {due}</source>
        <translation>à conserver avant {due}</translation>
    </message>
    <message>
        <source>is required: a Tournament Director or an administrator signs the change</source>
        <translation>est obligatoire : un Directeur du tournoi ou un administrateur signe la modification</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change (it is recorded)</source>
        <translation>est obligatoire : dites pourquoi les réglages de la maison changent (c&apos;est enregistré)</translation>
    </message>
    <message>
        <source>video kept 1 day</source>
        <translation>vidéo gardée 1 jour</translation>
    </message>
    <message>
        <source>video kept {days} days</source>
        <translation>vidéo gardée {days} jours</translation>
    </message>
    <message>
        <source>{video}; second reviewer required on a reviewed dispute</source>
        <translation>{video} ; second vérificateur obligatoire pour une contestation visionnée</translation>
    </message>
    <message>
        <source>{video}; second reviewer optional</source>
        <translation>{video} ; second vérificateur facultatif</translation>
    </message>
    <message>
        <source> (set by {name} on {day}: {reason})</source>
        <translation> (fixés par {name} le {day} : {reason})</translation>
    </message>
</context>
<context>
    <name>event</name>
    <message>
        <source>The events in the incident log of the data folder (see --data-dir).</source>
        <translation>Les événements du journal des incidents du dossier de données (voir --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Code de sortie : 0 fait ; 2 saisie invalide, PIN erroné ou pas d&apos;autorisation ; 3 le journal n&apos;a pas pu être utilisé.</translation>
    </message>
    <message>
        <source>print JSON instead of text</source>
        <translation>afficher du JSON au lieu du texte</translation>
    </message>
    <message>
        <source>set an event up (a manager, TD or administrator signs)</source>
        <translation>créer un tournoi (un manager, TD ou administrateur signe)</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>le nom du tournoi</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>le membre du personnel qui signe</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du signataire : la première ligne du fichier</translation>
    </message>
    <message>
        <source>its number (default: the next free one)</source>
        <translation>son numéro (par défaut : le prochain libre)</translation>
    </message>
    <message>
        <source>its game (default: &quot;not stated&quot;)</source>
        <translation>son jeu (par défaut : &quot;not stated&quot;)</translation>
    </message>
    <message>
        <source>its first day (default: today)</source>
        <translation>son premier jour (par défaut : aujourd&apos;hui)</translation>
    </message>
    <message>
        <source>its last day</source>
        <translation>son dernier jour</translation>
    </message>
    <message>
        <source>every event, with its status</source>
        <translation>tous les tournois, avec leur état</translation>
    </message>
    <message>
        <source>one event, with its rule 45 actions</source>
        <translation>un tournoi, avec ses actions de la règle 45</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nom ou numéro du tournoi (#N)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>annuler ou modifier un tournoi (règle 45)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>il n&apos;y a pas encore de journal des incidents dans {database}</translation>
    </message>
    <message>
        <source>no events yet: a manager sets one up with `floordesk event add NAME --by NAME`
</source>
        <translation>pas encore de tournoi : un manager en crée un avec `floordesk event add NAME --by NAME`
</translation>
    </message>
    <message>
        <source>event #{number} {name} set up</source>
        <translation>tournoi n° {number} {name} créé</translation>
    </message>
</context>
<context>
    <name>floor_server</name>
    <message>
        <source>host=floor dbname=floordesk user=floordesk_writer   or   service=floor</source>
        <translation>host=floor dbname=floordesk user=floordesk_writer   ou   service=floor</translation>
    </message>
    <message>
        <source>This laptop keeps every ruling in its own log and, when the floor&apos;s PostgreSQL server can be reached, sends its records there and receives the other laptops&apos;. Give the server as libpq names it: host=… dbname=… user=…, a postgresql:// address, or service=NAME from pg_service.conf. The password goes in ~/.pgpass (or the file PGPASSFILE names), never here.</source>
        <translation>Cet ordinateur garde chaque décision dans son journal et, si le serveur PostgreSQL du floor est joignable, y envoie ses enregistrements et reçoit ceux des autres. Donnez le serveur comme libpq le nomme : host=… dbname=… user=…, une adresse postgresql:// ou service=NOM de pg_service.conf. Le mot de passe va dans ~/.pgpass (ou le fichier de PGPASSFILE), jamais ici.</translation>
    </message>
</context>
<context>
    <name>flow</name>
    <message>
        <source>Denominations to colour up</source>
        <translation>Valeurs à changer de couleur</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Jetons restants</translation>
    </message>
    <message>
        <source>Race cards</source>
        <translation>Cartes de la course</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Changement de couleur et course aux jetons</translation>
    </message>
    <message>
        <source>The clock</source>
        <translation>Le chrono</translation>
    </message>
    <message>
        <source>Clock on a player</source>
        <translation>Chrono sur un joueur</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>La situation</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La règle</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>La recommandation</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>La décision</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Enregistrée</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>La pénalité</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>L&apos;abattage</translation>
    </message>
    <message>
        <source>the highest card by suit of his best five</source>
        <translation>la plus haute carte par couleur de ses cinq meilleures cartes</translation>
    </message>
    <message>
        <source>the highest card by suit of his five-card low</source>
        <translation>la plus haute carte par couleur de son low à cinq cartes</translation>
    </message>
    <message>
        <source>the highest card by suit of all his cards</source>
        <translation>la plus haute carte par couleur de toutes ses cartes</translation>
    </message>
    <message>
        <source>the lowest card by suit of his five-card low</source>
        <translation>la plus basse carte par couleur de son low à cinq cartes</translation>
    </message>
    <message>
        <source>the lowest card by suit of all his cards</source>
        <translation>la plus basse carte par couleur de toutes ses cartes</translation>
    </message>
    <message>
        <source>Side pots, split pots and odd chips</source>
        <translation>Pots annexes, pots partagés et jetons indivisibles</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>siège {seat} ({name})</translation>
    </message>
    <message>
        <source>no qualifying hand</source>
        <translation>pas de main qualifiée</translation>
    </message>
    <message>
        <source>odd {label} to the high half: {reason}</source>
        <translation>{label} restant à la moitié haute : {reason}</translation>
    </message>
    <message>
        <source>odd {label} to {who}: {reason}</source>
        <translation>{label} restant à {who} : {reason}</translation>
    </message>
    <message>
        <source>Button and blinds for the next hand</source>
        <translation>Bouton et blindes pour la main suivante</translation>
    </message>
    <message>
        <source>Chips found after a race</source>
        <translation>Jetons trouvés après une course</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>hold&apos;em</source>
        <translation>hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <source>Omaha hi-lo 8 or better</source>
        <translation>Omaha hi-lo 8 ou mieux</translation>
    </message>
    <message>
        <source>seven-card stud</source>
        <translation>stud à sept cartes</translation>
    </message>
    <message>
        <source>seven-card stud hi-lo 8 or better</source>
        <translation>stud à sept cartes hi-lo 8 ou mieux</translation>
    </message>
    <message>
        <source>razz</source>
        <translation>razz</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha hi-lo</source>
        <translation>Omaha hi-lo</translation>
    </message>
    <message>
        <source>Seven-card stud</source>
        <translation>Stud à sept cartes</translation>
    </message>
    <message>
        <source>Stud hi-lo</source>
        <translation>Stud hi-lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
</context>
<context>
    <name>geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>une table a de {MIN_SEATS} à {MAX_SEATS} sièges, pas {seats_max}</translation>
    </message>
    <message>
        <source>radii and plate sizes must be positive and the gap not negative</source>
        <translation>les rayons et tailles de plaque doivent être positifs et l&apos;écart non négatif</translation>
    </message>
</context>
<context>
    <name>hand_over</name>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Passer la main au poste…</translation>
    </message>
    <message>
        <source>Who may sign this ruling</source>
        <translation>Qui peut signer cette décision</translation>
    </message>
    <message>
        <source>Nothing has been entered. A member who may sign can sign in at this desk and rule.</source>
        <translation>Rien n&apos;a été saisi. Un membre habilité à signer peut se connecter à ce poste et décider.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{origin} {value}: FloorDesk speaks {languages}</source>
        <translation>{origin} {value} : FloorDesk parle {languages}</translation>
    </message>
</context>
<context>
    <name>items</name>
    <message>
        <source>DEALER</source>
        <translation>CROUPIER</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Seat {seat}: empty ({name} was eliminated this hand)</source>
        <translation>Siège {seat} : vide ({name} a été éliminé dans cette main)</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Siège {seat} : vide</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {chips} in chips</source>
        <translation>Siège {seat} : {name}, {chips} en jetons</translation>
    </message>
    <message>
        <source>POT</source>
        <translation>POT</translation>
    </message>
    <message>
        <source>Drag bets here</source>
        <translation>Glissez les mises ici</translation>
    </message>
</context>
<context>
    <name>live_registration</name>
    <message>
        <source>The event on screen is not registered in the incident log yet: {error}</source>
        <translation>L&apos;événement à l&apos;écran n&apos;est pas encore inscrit dans le journal des incidents : {error}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>from this date or time (local)</source>
        <translation>à partir de cette date ou heure (locale)</translation>
    </message>
    <message>
        <source>up to this date (inclusive) or time</source>
        <translation>jusqu&apos;à cette date (incluse) ou heure</translation>
    </message>
    <message>
        <source>event number</source>
        <translation>numéro du tournoi</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nom de la table</translation>
    </message>
    <message>
        <source>player name or registration</source>
        <translation>nom ou inscription du joueur</translation>
    </message>
    <message>
        <source>the deciding staff member&apos;s name</source>
        <translation>le nom du membre du personnel qui décide</translation>
    </message>
    <message>
        <source>rule number</source>
        <translation>numéro de règle</translation>
    </message>
    <message>
        <source>rows per page (default 50)</source>
        <translation>lignes par page (par défaut 50)</translation>
    </message>
    <message>
        <source>the page after this cursor (printed with each page)</source>
        <translation>la page après ce curseur (affiché avec chaque page)</translation>
    </message>
    <message>
        <source>only rulings with a dispute record</source>
        <translation>seulement les décisions avec un enregistrement de contestation</translation>
    </message>
    <message>
        <source>only disputed rulings of this error type</source>
        <translation>seulement les décisions contestées de ce type d&apos;erreur</translation>
    </message>
    <message>
        <source>incidents, newest first</source>
        <translation>incidents, les plus récents d&apos;abord</translation>
    </message>
    <message>
        <source>full-text search, newest first</source>
        <translation>recherche en texte intégral, les plus récents d&apos;abord</translation>
    </message>
    <message>
        <source>words to find (a trailing * matches a prefix)</source>
        <translation>mots à chercher (un * final cherche un préfixe)</translation>
    </message>
    <message>
        <source>one incident with its amendments</source>
        <translation>un incident avec ses modifications</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N, at most 7 digits), or an incident id (its first 8+ digits)</source>
        <translation>le numéro d&apos;incident de cet ordinateur (N ou #N, 7 chiffres au plus), ou un id d&apos;incident (ses 8 premiers chiffres ou plus)</translation>
    </message>
    <message>
        <source>recompute the hash chains; exit 1 if a record does not match</source>
        <translation>recalculer les chaînes d&apos;empreintes ; code de sortie 1 si un enregistrement ne correspond pas</translation>
    </message>
    <message>
        <source>verify the chains on this PostgreSQL server instead</source>
        <translation>vérifier plutôt les chaînes sur ce serveur PostgreSQL</translation>
    </message>
    <message>
        <source>write the log (or a date range) to one file</source>
        <translation>écrire le journal (ou une plage de dates) dans un fichier</translation>
    </message>
    <message>
        <source>the staff member doing it</source>
        <translation>le membre du personnel qui le fait</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>lire le PIN sur la première ligne de ce fichier, pas au terminal</translation>
    </message>
    <message>
        <source>merge an exported file (a manager, TD or administrator signs in)</source>
        <translation>fusionner un fichier exporté (un manager, TD ou administrateur se connecte)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key fingerprint, and the devices in the log</source>
        <translation>l&apos;empreinte de la clé de cet ordinateur, et les appareils du journal</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key (an administrator signs in)</source>
        <translation>approuver la clé d&apos;un autre ordinateur (un administrateur se connecte)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it on that laptop</source>
        <translation>l&apos;empreinte de la clé, telle que `log devices` l&apos;affiche sur cet ordinateur</translation>
    </message>
    <message>
        <source>a name for it</source>
        <translation>un nom pour elle</translation>
    </message>
    <message>
        <source>revoke the approval of a laptop&apos;s key (an administrator signs in)</source>
        <translation>révoquer l&apos;approbation de la clé d&apos;un ordinateur (un administrateur se connecte)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it</source>
        <translation>l&apos;empreinte de la clé, telle que `log devices` l&apos;affiche</translation>
    </message>
    <message>
        <source>why (a lost laptop, ...)</source>
        <translation>pourquoi (un ordinateur perdu, ...)</translation>
    </message>
    <message>
        <source>take a backup copy now</source>
        <translation>faire une copie de sauvegarde maintenant</translation>
    </message>
    <message>
        <source>list the backup copies instead</source>
        <translation>lister plutôt les copies de sauvegarde</translation>
    </message>
    <message>
        <source>replace the log with a checked backup copy, keeping the log&apos;s later records (an administrator signs in)</source>
        <translation>remplacer le journal par une copie de sauvegarde vérifiée, en gardant ses enregistrements plus récents (un administrateur se connecte)</translation>
    </message>
    <message>
        <source>a backup file, or &apos;latest&apos;</source>
        <translation>un fichier de sauvegarde, ou &apos;latest&apos;</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>pourquoi (enregistré)</translation>
    </message>
    <message>
        <source>sign this laptop&apos;s chain with its key again after the key file was lost (an administrator signs in)</source>
        <translation>resigner la chaîne de cet ordinateur avec sa clé après la perte du fichier de clé (un administrateur se connecte)</translation>
    </message>
    <message>
        <source>an incident report, or a shift report of a period, as PDF</source>
        <translation>un rapport d&apos;incident, ou un rapport de service d&apos;une période, en PDF</translation>
    </message>
    <message>
        <source>the incident (as for show); leave out for a shift report</source>
        <translation>l&apos;incident (comme pour show) ; à omettre pour un rapport de service</translation>
    </message>
    <message>
        <source>a shift report of this event only</source>
        <translation>un rapport de service de ce tournoi seulement</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>le fichier PDF à écrire</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>format du papier (par défaut a4)</translation>
    </message>
    <message>
        <source>does the log hold the record a report proves, unchanged? (exit 0 or 1)</source>
        <translation>le journal contient-il, inchangé, l&apos;enregistrement que prouve un rapport ? (code de sortie 0 ou 1)</translation>
    </message>
    <message>
        <source>a PDF report, or the text of its QR code</source>
        <translation>un rapport PDF, ou le texte de son QR code</translation>
    </message>
    <message>
        <source>make the listings and the full-text index again from the records</source>
        <translation>refaire les listes et l&apos;index en texte intégral à partir des enregistrements</translation>
    </message>
    <message>
        <source>record a printed report&apos;s code as a witnessed chain head</source>
        <translation>enregistrer le code d&apos;un rapport imprimé comme tête de chaîne attestée</translation>
    </message>
    <message>
        <source>is not after {first}: the period holds nothing</source>
        <translation>n&apos;est pas après {first} : la période ne contient rien</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>il n&apos;y a pas encore de journal des incidents dans {database}</translation>
    </message>
    <message>
        <source>The incident log in the data folder (see --data-dir).</source>
        <translation>Le journal des incidents du dossier de données (voir --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 the log does not verify; 2 bad input; 3 the log could not be used; 4 the log is damaged.</source>
        <translation>Code de sortie : 0 fait ; 1 le journal ne se vérifie pas ; 2 saisie invalide ; 3 le journal n&apos;a pas pu être utilisé ; 4 le journal est endommagé.</translation>
    </message>
    <message>
        <source>ruling kind, typed as recorded: {kinds}</source>
        <translation>type de décision, saisi tel qu&apos;enregistré : {kinds}</translation>
    </message>
    <message>
        <source>{database} was written by an older FloorDesk: open the window, or run any command that records, to bring it up to date (reading it changes nothing); `floordesk log verify` checks it as it is</source>
        <translation>{database} a été écrit par un FloorDesk plus ancien : ouvrez la fenêtre, ou lancez une commande qui enregistre, pour le mettre à jour (le lire ne change rien) ; `floordesk log verify` le vérifie tel quel</translation>
    </message>
    <message>
        <source>exported {records} ({incidents}, {devices}) to {file}</source>
        <translation>{records} exporté(s) ({incidents}, {devices}) vers {file}</translation>
    </message>
    <message>
        <source>rebuilt the listings and the full-text index of {incidents} from the records</source>
        <translation>listes et index plein texte de {incidents} reconstruits à partir des enregistrements</translation>
    </message>
    <message>
        <source>approved: records signed by {fingerprint} can be imported</source>
        <translation>approuvé : les enregistrements signés par {fingerprint} peuvent être importés</translation>
    </message>
    <message>
        <source>already approved: records signed by {fingerprint} can be imported</source>
        <translation>déjà approuvé : les enregistrements signés par {fingerprint} peuvent être importés</translation>
    </message>
    <message>
        <source>revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>révoqué : les enregistrements signés par {fingerprint} ne sont plus importés (ceux déjà présents restent)</translation>
    </message>
    <message>
        <source>already revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>déjà révoqué : les enregistrements signés par {fingerprint} ne sont plus importés (ceux déjà présents restent)</translation>
    </message>
    <message>
        <source>recovered: this laptop&apos;s key {key} signs its chain from here (verify reports the break in custody)</source>
        <translation>récupéré : la clé {key} de ce portable signe sa chaîne à partir d&apos;ici (verify signale la rupture de la chaîne de garde)</translation>
    </message>
    <message>
        <source>none beside this log (a copy, or read-only media)</source>
        <translation>aucune à côté de ce journal (une copie, ou un support en lecture seule)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key: {key}</source>
        <translation>clé de cet ordinateur : {key}</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>approuvé</translation>
    </message>
    <message>
        <source>NOT approved</source>
        <translation>NON approuvé</translation>
    </message>
    <message>
        <source>approval {revoked}</source>
        <translation>approbation {revoked}</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>non signé</translation>
    </message>
    <message>
        <source>no incidents
</source>
        <translation>aucun incident
</translation>
    </message>
    <message>
        <source>departs from recommendation</source>
        <translation>s&apos;écarte de la recommandation</translation>
    </message>
    <message>
        <source>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  rule {rule} {kind}  {where}  by {decided_by}{flags}  {value3}
</source>
        <translation>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  règle {rule} {kind}  {where}  par {decided_by}{flags}  {value3}
</translation>
    </message>
    <message>
        <source>more: add --after {next}
</source>
        <translation>suite : ajoutez --after {next}
</translation>
    </message>
    <message>
        <source>Event: {event}, table {table}</source>
        <translation>Tournoi : {event}, table {table}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Tournoi : {event}</translation>
    </message>
    <message>
        <source>Incident #{number} of device {device} (id {uid})</source>
        <translation>Incident n° {number} de l&apos;appareil {device} (id {uid})</translation>
    </message>
    <message>
        <source>Device id: {device}</source>
        <translation>Id de l&apos;appareil : {device}</translation>
    </message>
    <message>
        <source>Recorded: {local} (UTC {utc})</source>
        <translation>Enregistré : {local} (UTC {utc})</translation>
    </message>
    <message>
        <source>Rule {rule}, {kind}; decided by {name}</source>
        <translation>Règle {rule}, {kind} ; décidée par {name}</translation>
    </message>
    <message>
        <source>Record hash: {hash}</source>
        <translation>Empreinte de l&apos;enregistrement : {hash}</translation>
    </message>
    <message>
        <source>Status: VOIDED</source>
        <translation>État : ANNULÉ</translation>
    </message>
    <message>
        <source>Status: overruled by the Tournament Director</source>
        <translation>État : décision annulée par le directeur du tournoi</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>sans siège</translation>
    </message>
    <message>
        <source>Involved: {seat}</source>
        <translation>Impliqué : {seat}</translation>
    </message>
    <message>
        <source>Witnesses: {names}</source>
        <translation>Témoins : {names}</translation>
    </message>
    <message>
        <source>Narrative: {narrative}</source>
        <translation>Récit : {narrative}</translation>
    </message>
    <message>
        <source>Recommended: {json}</source>
        <translation>Recommandé : {json}</translation>
    </message>
    <message>
        <source>Decision: {json}</source>
        <translation>Décision : {json}</translation>
    </message>
    <message>
        <source>Departs from the recommendation (rule 44) because: {reason}</source>
        <translation>S&apos;écarte de la recommandation (règle 44) parce que : {reason}</translation>
    </message>
    <message>
        <source>Penalty: {penalty} for {player}, {state}</source>
        <translation>Pénalité : {penalty} pour {player}, {state}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}, confirmed by {second}: {reason}</source>
        <translation>Modification {when} : {kind} par {name}, confirmée par {second} : {reason}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}: {reason}</source>
        <translation>Modification {when} : {kind} par {name} : {reason}</translation>
    </message>
    <message>
        <source>DAMAGED: {damaged_text}
</source>
        <translation>ENDOMMAGÉ : {damaged_text}
</translation>
    </message>
    <message>
        <source>also: {found}
</source>
        <translation>aussi : {found}
</translation>
    </message>
    <message>
        <source>DAMAGED: {value}. The records are judged below; the index is derived from them: rebuild it with `floordesk log reindex`
</source>
        <translation>ENDOMMAGÉ : {value}. Les enregistrements sont jugés ci-dessous ; l&apos;index en est dérivé : reconstruisez-le avec `floordesk log reindex`
</translation>
    </message>
    <message>
        <source>custody: {describe}
</source>
        <translation>garde : {describe}
</translation>
    </message>
    <message>
        <source>note: the full-text index was not checked (an index of an older schema, read as it is)
</source>
        <translation>note : l&apos;index en texte intégral n&apos;a pas été vérifié (un index d&apos;un schéma antérieur, lu tel quel)
</translation>
    </message>
    <message>
        <source>{parent} is not a folder</source>
        <translation>{parent} n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the report to</source>
        <translation>{target} est un dossier ; nommez un fichier où écrire le rapport</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to write to</source>
        <translation>{target} n&apos;est pas un fichier ordinaire (un périphérique ou un tube) ; nommez un fichier où écrire</translation>
    </message>
    <message>
        <source>give an incident or a period (--since, --until), not both</source>
        <translation>donnez un incident ou une période (--since, --until), pas les deux</translation>
    </message>
    <message>
        <source>a shift report needs --since and --until (or give an incident)</source>
        <translation>un rapport de service exige --since et --until (ou donnez un incident)</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Tous les tournois</translation>
    </message>
    <message>
        <source>this log has no event {event!r}</source>
        <translation>ce journal n&apos;a pas de tournoi {event!r}</translation>
    </message>
    <message>
        <source>{target} could not be written ({error})</source>
        <translation>{target} n&apos;a pas pu être écrit ({error})</translation>
    </message>
    <message>
        <source>{counted} written to {target}
</source>
        <translation>{counted} écrits dans {target}
</translation>
    </message>
    <message>
        <source>ok: {message}</source>
        <translation>ok : {message}</translation>
    </message>
    <message>
        <source>NOT PROVED: {message}</source>
        <translation>NON PROUVÉ : {message}</translation>
    </message>
    <message>
        <source>NOT WITNESSED: {message}</source>
        <translation>NON ATTESTÉ : {message}</translation>
    </message>
    <message>
        <source>witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>attesté : {message} ; `log verify` détecte désormais une chaîne réécrite après</translation>
    </message>
    <message>
        <source>already witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>déjà attesté : {message} ; `log verify` détecte désormais une chaîne réécrite après</translation>
    </message>
    <message>
        <source>no backups yet</source>
        <translation>pas encore de sauvegarde</translation>
    </message>
    <message>
        <source>backup written to {path}</source>
        <translation>sauvegarde écrite dans {path}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>il n&apos;y a pas de sauvegarde dans {folder}</translation>
    </message>
    <message>
        <source>every backup in {folder} is damaged; the log was not changed</source>
        <translation>toutes les sauvegardes de {folder} sont endommagées ; le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>restored {source} ({counts})</source>
        <translation>restauré {source} ({counts})</translation>
    </message>
    <message>
        <source>; took back {counted} of the log it replaced</source>
        <translation>; {counted} repris du journal remplacé</translation>
    </message>
    <message>
        <source>; the log it replaced was not verified: none of its records were taken back</source>
        <translation>; le journal remplacé n&apos;était pas vérifié : aucun de ses enregistrements n&apos;a été repris</translation>
    </message>
    <message>
        <source>; the log it replaced was unreadable: none of its records were taken back</source>
        <translation>; le journal remplacé était illisible : aucun de ses enregistrements n&apos;a été repris</translation>
    </message>
    <message>
        <source>; passed over {counted} ({names})</source>
        <translation>; {counted} ignorées ({names})</translation>
    </message>
    <message>
        <source>; the log as it was is kept as {path}</source>
        <translation>; le journal tel qu&apos;il était est gardé sous {path}</translation>
    </message>
    <message>
        <source>nothing new: all {count} records were already in the log</source>
        <translation>rien de nouveau : les {count} enregistrements étaient déjà dans le journal</translation>
    </message>
    <message>
        <source>added {added} records ({counts}); {count} were already in the log</source>
        <translation>{added} enregistrements ajoutés ({counts}) ; {count} étaient déjà dans le journal</translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM), not {text}</source>
        <translation>doit être une date (AAAA-MM-JJ) ou une heure (AAAA-MM-JJTHH:MM), pas {text}</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}, not {text}</source>
        <translation>doit être entre {FIRST_DAY} et {LAST_DAY}, pas {text}</translation>
    </message>
</context>
<context>
    <name>log_window</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seats and players</source>
        <translation>Sièges et joueurs</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>record, read, search, verify and move the incident log</source>
        <translation>enregistrer, lire, chercher, vérifier et déplacer le journal des incidents</translation>
    </message>
    <message>
        <source>add and list the staff who sign rulings</source>
        <translation>ajouter et lister le personnel qui signe les décisions</translation>
    </message>
    <message>
        <source>set up, list, show, cancel or alter the log&apos;s events</source>
        <translation>créer, lister, afficher, annuler ou modifier les tournois du journal</translation>
    </message>
    <message>
        <source>set up the PostgreSQL server where the floor&apos;s laptops meet</source>
        <translation>installer le serveur PostgreSQL où se retrouvent les ordinateurs du floor</translation>
    </message>
    <message>
        <source>send this laptop&apos;s records to the server, receive the others&apos;</source>
        <translation>envoyer les enregistrements de cet ordinateur au serveur, recevoir ceux des autres</translation>
    </message>
    <message>
        <source>FloorDesk, the tournament floor supervisor&apos;s desk. Rules: {RULES_EDITION}.</source>
        <translation>FloorDesk, le poste du superviseur de floor de tournoi. Règles : {RULES_EDITION}.</translation>
    </message>
    <message>
        <source>keep data, settings and logs in DIR</source>
        <translation>garder données, réglages et journaux dans DIR</translation>
    </message>
    <message>
        <source>speak LANGUAGE ({value}); default: FLOORDESK_LANG, the system&apos;s</source>
        <translation>parler la LANGUE ({value}) ; par défaut : FLOORDESK_LANG, celle du système</translation>
    </message>
    <message>
        <source>check that this installation works, then exit</source>
        <translation>vérifier que cette installation fonctionne, puis quitter</translation>
    </message>
    <message>
        <source>compute a ruling from JSON (see `floordesk rule --help`)</source>
        <translation>calculer une décision à partir de JSON (voir `floordesk rule --help`)</translation>
    </message>
    <message>
        <source>the ruling to compute, e.g. chip-race</source>
        <translation>la décision à calculer, p. ex. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>fichier de requête JSON, ou - pour l&apos;entrée standard</translation>
    </message>
    <message>
        <source>also print the explanation on stderr</source>
        <translation>afficher aussi l&apos;explication sur stderr</translation>
    </message>
    <message>
        <source>--self-test takes no command</source>
        <translation>--self-test ne prend aucune commande</translation>
    </message>
    <message>
        <source>floordesk: interrupted</source>
        <translation>floordesk : interrompu</translation>
    </message>
    <message>
        <source>floordesk: {error}; English used</source>
        <translation>floordesk: {error} ; l&apos;anglais est utilisé</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Siège {seat} : vide</translation>
    </message>
    <message>
        <source>&amp;Seat a player…</source>
        <translation>&amp;Placer un joueur…</translation>
    </message>
    <message>
        <source>Seat a &amp;registered player</source>
        <translation>Placer un joueur &amp;inscrit</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Siège {seat} : {name}</translation>
    </message>
    <message>
        <source>&amp;Count {name}&apos;s chips…</source>
        <translation>&amp;Compter les jetons de {name}…</translation>
    </message>
    <message>
        <source>&amp;Move to seat</source>
        <translation>&amp;Déplacer au siège</translation>
    </message>
    <message>
        <source>Seat {target}</source>
        <translation>Siège {target}</translation>
    </message>
    <message>
        <source>Move to another &amp;table</source>
        <translation>Déplacer à une autre &amp;table</translation>
    </message>
    <message>
        <source>Back at the &amp;table</source>
        <translation>De retour à la &amp;table</translation>
    </message>
    <message>
        <source>Mark &amp;absent</source>
        <translation>Marquer &amp;absent</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Pénalité ou avertissement…</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Décisions</translation>
    </message>
    <message>
        <source>&amp;Misdeal: deal this hand again</source>
        <translation>&amp;Fausse donne : redistribuer cette main</translation>
    </message>
    <message>
        <source>The same hand number, button and blinds; bets go back; a penalty hand counts once</source>
        <translation>Même numéro de main, même bouton et mêmes blindes ; les mises sont rendues ; une main de pénalité compte une fois</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Pas maintenant : {reason}</translation>
    </message>
    <message>
        <source>Hand dead: on penalty</source>
        <translation>Main morte : en pénalité</translation>
    </message>
    <message>
        <source>Post the &amp;bring-in (his card brings it in)</source>
        <translation>Poser le &amp;bring-in (sa carte l&apos;y oblige)</translation>
    </message>
    <message>
        <source>Take back the &amp;fold</source>
        <translation>Annuler le &amp;coucher</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>&amp;Se coucher</translation>
    </message>
    <message>
        <source>&amp;Eliminate {name}</source>
        <translation>&amp;Éliminer {name}</translation>
    </message>
    <message>
        <source>&amp;Deal the first hand, button here</source>
        <translation>&amp;Distribuer la première main, bouton ici</translation>
    </message>
    <message>
        <source>Move {label} here</source>
        <translation>Déplacer {label} ici</translation>
    </message>
</context>
<context>
    <name>new_table</name>
    <message>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>no small blind</source>
        <translation>pas de petite blinde</translation>
    </message>
    <message>
        <source>small blind: seat {seat}</source>
        <translation>petite blinde : siège {seat}</translation>
    </message>
    <message>
        <source>Next hand: button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Main suivante : bouton : siège {button}{dead}, {small_blind}, grosse blinde : siège {big_blind}.</translation>
    </message>
    <message>
        <source>Button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Bouton : siège {button}{dead}, {small_blind}, grosse blinde : siège {big_blind}.</translation>
    </message>
    <message>
        <source> (dead button)</source>
        <translation> (bouton mort)</translation>
    </message>
    <message>
        <source>No button yet: deal the first hand.</source>
        <translation>Pas encore de bouton : distribuez la première main.</translation>
    </message>
    <message>
        <source>First hand: the button goes to seat {seat} ({name}), the first seat taken. If another seat drew the high card for it, open that seat&apos;s menu: Deal the first hand, button here.</source>
        <translation>Première main : le bouton va au siège {seat} ({name}), le premier siège occupé. Si un autre siège a tiré la carte haute, ouvrez le menu de ce siège : Distribuer la première main, bouton ici.</translation>
    </message>
    <message>
        <source>Nobody is seated: seat the players, then deal the first hand.</source>
        <translation>Personne n&apos;est assis : placez les joueurs, puis distribuez la première main.</translation>
    </message>
    <message>
        <source>Pot: empty</source>
        <translation>Pot : vide</translation>
    </message>
    <message>
        <source>{pot}, held</source>
        <translation>{pot}, bloqué</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pot : {pot}</translation>
    </message>
    <message>
        <source>Pot: {pot} ({put_in} put in, {given_out} given out)</source>
        <translation>Pot : {pot} ({put_in} misé, {given_out} distribué)</translation>
    </message>
    <message>
        <source>The player dragged comes from another FloorDesk window or event: nobody was moved to {table}.</source>
        <translation>Le joueur glissé vient d&apos;une autre fenêtre ou d&apos;un autre événement FloorDesk : personne n&apos;a été déplacé vers {table}.</translation>
    </message>
    <message>
        <source>The chips dragged were picked up from seat {seat} of {table}, whose player has changed since: no chips were moved.</source>
        <translation>Les jetons glissés ont été pris au siège {seat} de {table}, dont le joueur a changé depuis : aucun jeton n&apos;a été déplacé.</translation>
    </message>
    <message>
        <source>The player dragged is no longer in seat {seat} of {source}: nobody was moved.</source>
        <translation>Le joueur glissé n&apos;est plus au siège {seat} de {source} : personne n&apos;a été déplacé.</translation>
    </message>
    <message>
        <source>The chips dragged come from another FloorDesk window or event: nothing was changed on {table}.</source>
        <translation>Les jetons glissés viennent d&apos;une autre fenêtre ou d&apos;un autre événement FloorDesk : rien n&apos;a été changé sur {table}.</translation>
    </message>
    <message>
        <source>Chips from {source} cannot be dropped on {table}.</source>
        <translation>Les jetons de {source} ne peuvent pas être déposés sur {table}.</translation>
    </message>
    <message>
        <source>Incident #{number}: {summary}</source>
        <translation>Incident n° {number} : {summary}</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <source>the printer or file could not be opened for drawing</source>
        <translation>l&apos;imprimante ou le fichier n&apos;a pas pu être ouvert pour dessiner</translation>
    </message>
</context>
<context>
    <name>permission</name>
    <message>
        <source>record a ruling or a penalty&apos;s progress</source>
        <translation>enregistrer une décision ou le suivi d&apos;une pénalité</translation>
    </message>
    <message>
        <source>correct a ruling</source>
        <translation>corriger une décision</translation>
    </message>
    <message>
        <source>overrule a floor decision</source>
        <translation>infirmer une décision du floor</translation>
    </message>
    <message>
        <source>void a ruling</source>
        <translation>annuler une décision</translation>
    </message>
    <message>
        <source>confirm a void as the second staff member</source>
        <translation>confirmer une annulation en tant que second membre du personnel</translation>
    </message>
    <message>
        <source>sign a dispute&apos;s review as its second reviewer</source>
        <translation>signer l&apos;examen d&apos;une contestation en tant que second vérificateur</translation>
    </message>
    <message>
        <source>change the house&apos;s settings (video retention, second reviewer)</source>
        <translation>modifier les réglages de la maison (conservation des vidéos, second vérificateur)</translation>
    </message>
    <message>
        <source>set up events</source>
        <translation>créer des événements</translation>
    </message>
    <message>
        <source>open tables</source>
        <translation>ouvrir des tables</translation>
    </message>
    <message>
        <source>register players</source>
        <translation>inscrire des joueurs</translation>
    </message>
    <message>
        <source>cancel or alter an event</source>
        <translation>annuler ou modifier un événement</translation>
    </message>
    <message>
        <source>manage staff</source>
        <translation>gérer le personnel</translation>
    </message>
    <message>
        <source>import records from another laptop</source>
        <translation>importer les enregistrements d&apos;un autre ordinateur</translation>
    </message>
    <message>
        <source>receive the other laptops&apos; records from the floor&apos;s server</source>
        <translation>recevoir les enregistrements des autres ordinateurs depuis le serveur du floor</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key</source>
        <translation>approuver la clé d&apos;un autre ordinateur</translation>
    </message>
    <message>
        <source>restore a backup or recover this laptop&apos;s chain under a new key</source>
        <translation>restaurer une sauvegarde ou reprendre la chaîne de cet ordinateur sous une nouvelle clé</translation>
    </message>
    <message>
        <source>make an auditor&apos;s pack</source>
        <translation>constituer un dossier d&apos;auditeur</translation>
    </message>
    <message>
        <source>set the log&apos;s retention period</source>
        <translation>fixer la durée de conservation du journal</translation>
    </message>
</context>
<context>
    <name>precedents</name>
    <message>
        <source>the earlier rulings of a kind and rule-set flags, newest first</source>
        <translation>les décisions antérieures d&apos;un type et d&apos;options du règlement, les plus récentes d&apos;abord</translation>
    </message>
    <message>
        <source>the ruling kind (chip-race, clock, button, ...)</source>
        <translation>le type de décision (chip-race, clock, button, ...)</translation>
    </message>
    <message>
        <source>also list this event&apos;s own</source>
        <translation>lister aussi celles de ce tournoi</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Dans tout le journal</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>Dans ce tournoi</translation>
    </message>
    <message>
        <source>{title}, newest first: {kind} rulings under the same rule-set flags
</source>
        <translation>{title}, les plus récentes d&apos;abord : décisions {kind} sous les mêmes options du règlement
</translation>
    </message>
    <message>
        <source>  none
</source>
        <translation>  aucune
</translation>
    </message>
    <message>
        <source>  {first}  id {uid}
</source>
        <translation>  {first}  id {uid}
</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The report cannot be made: {error}</source>
        <translation>Le rapport ne peut pas être produit : {error}</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Aperçu avant impression : {title}</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Enregistrer le rapport en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Laying the report out…</source>
        <translation>Mise en page du rapport…</translation>
    </message>
    <message>
        <source>{target} could not be written: {error}</source>
        <translation>{target} n&apos;a pas pu être écrit : {error}</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>Nothing that was saved is lost: FloorDesk writes every change to its database the moment it is made.</source>
        <translation>Rien de ce qui a été enregistré n&apos;est perdu : FloorDesk écrit chaque changement dans sa base de données au moment où il est fait.</translation>
    </message>
    <message>
        <source>FloorDesk cannot start</source>
        <translation>FloorDesk ne peut pas démarrer</translation>
    </message>
    <message>
        <source>FloorDesk cannot open its data.</source>
        <translation>FloorDesk ne peut pas ouvrir ses données.</translation>
    </message>
    <message>
        <source>The log file is {log_file}</source>
        <translation>Le fichier journal est {log_file}</translation>
    </message>
</context>
<context>
    <name>proof</name>
    <message numerus="yes">
        <source> (%n amendment(s) recorded for it)</source>
        <translation>
            <numerusform> (%n modification enregistrée)</numerusform>
            <numerusform> (%n modifications enregistrées)</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a FloorDesk report code (floordesk:incident:ID:HASH)</source>
        <translation>n&apos;est pas un code de rapport FloorDesk (floordesk:incident:ID:HASH)</translation>
    </message>
    <message>
        <source>{incident_uid} has no place in the log&apos;s hash chain</source>
        <translation>{incident_uid} n&apos;a pas de place dans la chaîne d&apos;empreintes du journal</translation>
    </message>
    <message>
        <source>is neither a report code (floordesk:incident:ID:HASH) nor a PDF file</source>
        <translation>n&apos;est ni un code de rapport (floordesk:incident:ID:HASH) ni un fichier PDF</translation>
    </message>
    <message>
        <source>{path} cannot be read ({strerror})</source>
        <translation>{path} ne peut pas être lu ({strerror})</translation>
    </message>
    <message>
        <source>{path} holds no FloorDesk report code</source>
        <translation>{path} ne contient aucun code de rapport FloorDesk</translation>
    </message>
    <message>
        <source>{path} holds more than one report code</source>
        <translation>{path} contient plus d&apos;un code de rapport</translation>
    </message>
    <message>
        <source>incident #{number} was changed in the log after it was written (run `floordesk log verify`)</source>
        <translation>l&apos;incident n° {number} a été modifié dans le journal après son écriture (lancez `floordesk log verify`)</translation>
    </message>
    <message>
        <source>incident #{number} is in the log, unchanged since it was recorded</source>
        <translation>l&apos;incident n° {number} est dans le journal, inchangé depuis son enregistrement</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message numerus="yes">
        <source>%n {unit} chip(s) is raced</source>
        <translation>
            <numerusform>%n jeton de {unit} est mis en jeu dans la course</numerusform>
            <numerusform>%n jetons de {unit} sont mis en jeu dans la course</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has %n odd {removed} chip(s).</source>
        <translation>
            <numerusform>{who} a %n jeton de {removed} en trop.</numerusform>
            <numerusform>{who} a %n jetons de {removed} en trop.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} changes {changed} {removed} chips for %n {unit} chip(s).</source>
        <translation>
            <numerusform>{who} échange {changed} jetons de {removed} contre %n jeton de {unit}.</numerusform>
            <numerusform>{who} échange {changed} jetons de {removed} contre %n jetons de {unit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all, chips in play go up by {change}.</source>
        <translation>Au total, les jetons en jeu augmentent de {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play go down by {change}.</source>
        <translation>Au total, les jetons en jeu diminuent de {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play keep their value.</source>
        <translation>Au total, les jetons en jeu gardent leur valeur.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go up by {change}.</source>
        <translation>Tous les jetons de {removed} quittent le jeu ; les jetons en jeu augmentent de {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go down by {change}.</source>
        <translation>Tous les jetons de {removed} quittent le jeu ; les jetons en jeu diminuent de {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play keep their value.</source>
        <translation>Tous les jetons de {removed} quittent le jeu ; les jetons en jeu gardent leur valeur.</translation>
    </message>
    <message>
        <source>no chip is raced</source>
        <translation>aucun jeton n&apos;est mis en jeu dans la course</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all, exactly {whole} {unit}, so {raced}.</source>
        <translation>Les jetons en trop valent {total} au total, soit exactement {whole} × {unit}, donc {raced}.</translation>
    </message>
    <message>
        <source>any leftover is raced as a whole chip</source>
        <translation>tout reste est mis en jeu comme un jeton entier</translation>
    </message>
    <message>
        <source>a leftover is never raced</source>
        <translation>un reste n&apos;est jamais mis en jeu</translation>
    </message>
    <message>
        <source>{leftover} is half or more of a {unit}</source>
        <translation>{leftover} vaut la moitié ou plus d&apos;un jeton de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is less than half a {unit}</source>
        <translation>{leftover} vaut moins de la moitié d&apos;un jeton de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is more than half a {unit}</source>
        <translation>{leftover} vaut plus de la moitié d&apos;un jeton de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is not more than half a {unit}</source>
        <translation>{leftover} ne vaut pas plus de la moitié d&apos;un jeton de {unit}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all: {whole} {unit} and {leftover} over</source>
        <translation>Les jetons en trop valent {total} au total : {whole} × {unit} et un reste de {leftover}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all</source>
        <translation>Les jetons en trop valent {total} au total</translation>
    </message>
    <message>
        <source>{worth}; {reason}, so {raced}.</source>
        <translation>{worth} ; {reason}, donc {raced}.</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Siège {seat} ({name})</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from a deck shuffled with seed {seed}, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Une carte est distribuée par jeton en trop, d&apos;un paquet mélangé avec la graine {seed}, en commençant par le siège {first}, le premier à gauche du croupier qui a des jetons en trop.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from the deck in the order given, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Une carte est distribuée par jeton en trop, du paquet dans l&apos;ordre indiqué, en commençant par le siège {first}, le premier à gauche du croupier qui a des jetons en trop.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Une carte est distribuée par jeton en trop, en commençant par le siège {first}, le premier à gauche du croupier qui a des jetons en trop.</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards} (own race cards).</source>
        <translation>{who}, absent de la table mais pris dans la course quand même : {cards} (ses propres cartes de course).</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards}.</source>
        <translation>{who}, absent de la table mais pris dans la course quand même : {cards}.</translation>
    </message>
    <message>
        <source>{who}: {cards} (own race cards).</source>
        <translation>{who} : {cards} (ses propres cartes de course).</translation>
    </message>
    <message>
        <source>{who}: {cards}.</source>
        <translation>{who} : {cards}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, and wins one {unit}.</source>
        <translation>{who} a la carte la plus haute, {card}, et gagne un jeton de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, and wins one {unit}.</source>
        <translation>{who} a la carte suivante la plus haute, {card}, et gagne un jeton de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} a la carte la plus haute, {card}, mais a déjà un jeton de {unit} de cette course ; la carte est ignorée.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} a la carte suivante la plus haute, {card}, mais a déjà un jeton de {unit} de cette course ; la carte est ignorée.</translation>
    </message>
    <message>
        <source>Step {number} of {steps}: {removed} chips come out of play and are raced into {unit}.</source>
        <translation>Étape {number} sur {steps} : les jetons de {removed} sortent du jeu et sont remplacés par des jetons de {unit} lors d&apos;une course.</translation>
    </message>
    <message>
        <source>{removed} chips come out of play and are raced into {unit}.</source>
        <translation>Les jetons de {removed} sortent du jeu et sont remplacés par des jetons de {unit} lors d&apos;une course.</translation>
    </message>
    <message>
        <source>No player has odd {removed} chips, so there is no race.</source>
        <translation>Aucun joueur n&apos;a de jetons de {removed} en trop, donc il n&apos;y a pas de course.</translation>
    </message>
    <message>
        <source>{who} has nothing but odd chips and cannot be raced out, so one raced {unit} goes to seat {seat} before the cards are read.</source>
        <translation>{who} n&apos;a que des jetons en trop et ne peut pas être éliminé par la course, donc un jeton de {unit} de la course va au siège {seat} avant la lecture des cartes.</translation>
    </message>
    <message>
        <source>No chip is raced, so the cards decide nothing.</source>
        <translation>Aucun jeton n&apos;est mis en jeu dans la course, donc les cartes ne décident rien.</translation>
    </message>
    <message>
        <source>{who} has no chips left and cannot be raced out: seat {seat} is given one {unit}, a chip added to the game.</source>
        <translation>{who} n&apos;a plus de jetons et ne peut pas être éliminé par la course : le siège {seat} reçoit un jeton de {unit}, un jeton ajouté au jeu.</translation>
    </message>
    <message>
        <source>The clock was called {called} after the action reached the player, before the minimum wait of {wait} (rule 49), so it is refused.</source>
        <translation>La pendule a été demandée {called} après que l&apos;action est arrivée au joueur, avant l&apos;attente minimale de {wait} (règle 49), elle est donc refusée.</translation>
    </message>
    <message>
        <source>It may be called from {wait}.</source>
        <translation>Elle peut être demandée à partir de {wait}.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player; no minimum wait is set, so it is granted.</source>
        <translation>La pendule est demandée {called} après que l&apos;action est arrivée au joueur ; aucune attente minimale n&apos;est fixée, elle est donc accordée.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player, after the minimum wait of {wait}, so it is granted.</source>
        <translation>La pendule est demandée {called} après que l&apos;action est arrivée au joueur, après l&apos;attente minimale de {wait}, elle est donc accordée.</translation>
    </message>
    <message>
        <source>The supervisor shortened the clock from {clock} to {shortened} because the player appears to be stalling on purpose; intentional stalling is penalised under rule {rule}.</source>
        <translation>Le superviseur a raccourci la pendule de {clock} à {shortened} parce que le joueur semble gagner du temps exprès ; le jeu lent volontaire est sanctionné selon la règle {rule}.</translation>
    </message>
    <message>
        <source>The player has {period} to act, until {period_end}, then a {countdown} countdown, until {countdown_end}.</source>
        <translation>Le joueur a {period} pour agir, jusqu&apos;à {period_end}, puis un compte à rebours de {countdown}, jusqu&apos;à {countdown_end}.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: he faces no bet, so his hand is checked.</source>
        <translation>Le joueur n&apos;a pas agi avant la fin du compte à rebours à {end} : il ne fait face à aucune mise, sa main est donc checkée.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Le joueur n&apos;a pas agi avant la fin du compte à rebours à {end} : sa main est morte ; les jetons qu&apos;il a déjà misés restent dans le pot.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended; a tie goes to the player, so the action stands.</source>
        <translation>Le joueur a agi à {acted}, exactement à la fin du compte à rebours ; l&apos;égalité profite au joueur, l&apos;action est donc valable.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, before the countdown ended at {end}: the action stands.</source>
        <translation>Le joueur a agi à {acted}, avant la fin du compte à rebours à {end} : l&apos;action est valable.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: he faces no bet, so his hand is checked.</source>
        <translation>Le joueur a agi à {acted}, exactement à la fin du compte à rebours, ce qui est trop tard ici : il ne fait face à aucune mise, sa main est donc checkée.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Le joueur a agi à {acted}, exactement à la fin du compte à rebours, ce qui est trop tard ici : sa main est morte ; les jetons qu&apos;il a déjà misés restent dans le pot.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: he faces no bet, so his hand is checked.</source>
        <translation>Le joueur a agi à {acted}, après la fin du compte à rebours à {end} : il ne fait face à aucune mise, sa main est donc checkée.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Le joueur a agi à {acted}, après la fin du compte à rebours à {end} : sa main est morte ; les jetons qu&apos;il a déjà misés restent dans le pot.</translation>
    </message>
    <message>
        <source>{ranks} low</source>
        <translation>low {ranks}</translation>
    </message>
    <message>
        <source>{hand} ({cards})</source>
        <translation>{hand} ({cards})</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>hauteur</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>double paire</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>brelan</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>quinte</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>quinte flush</translation>
    </message>
    <message>
        <source>odd chip of the first split goes to the high half</source>
        <translation>le jeton restant du premier partage va à la moitié haute</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>le pot</translation>
    </message>
    <message>
        <source>Only {player} can win {pot}, so {player} takes all {amount} without a showdown.</source>
        <translation>Seul {player} peut gagner {pot}, donc {player} remporte les {amount} sans abattage.</translation>
    </message>
    <message>
        <source>No contender for {pot} has a qualifying low (8 or better).</source>
        <translation>Aucun joueur en lice pour {pot} n&apos;a de low qualifié (8 ou mieux).</translation>
    </message>
    <message>
        <source>{player} has both the best high and the best low for {pot}.</source>
        <translation>{player} a à la fois le meilleur high et le meilleur low pour {pot}.</translation>
    </message>
    <message>
        <source>{players} tie for both the high and the low of {pot}: hands of identical value, so it is split once, as evenly as possible.</source>
        <translation>{players} sont à égalité pour le high et pour le low dans {pot} : des mains de valeur identique, il est donc partagé une seule fois, aussi également que possible.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to the high half, shared by {players}.</source>
        <translation>{pot} ne se partage pas en deux moitiés égales : le jeton de {chip} restant du premier partage va à la moitié haute, partagée par {players}.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to {player}.</source>
        <translation>{pot} ne se partage pas en deux moitiés égales : le jeton de {chip} restant du premier partage va à {player}.</translation>
    </message>
    <message>
        <source>The odd {chip} goes to {player}: {reason}.</source>
        <translation>Le jeton de {chip} restant va à {player} : {reason}.</translation>
    </message>
    <message>
        <source>the high half of {pot}</source>
        <translation>la moitié haute ({pot})</translation>
    </message>
    <message>
        <source>the low half of {pot}</source>
        <translation>la moitié basse ({pot})</translation>
    </message>
    <message>
        <source>{player} wins {what}: {chips}.</source>
        <translation>{player} gagne {what} : {chips}.</translation>
    </message>
    <message>
        <source>{players} tie for {what} ({chips}) and get {each} each before odd chips.</source>
        <translation>{players} sont à égalité pour {what} ({chips}) et reçoivent {each} chacun avant les jetons restants.</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>des mains de valeur identique se partagent aussi également que possible ; le jeton restant va au premier gagnant dans le sens des aiguilles d&apos;une montre après le bouton (siège {seat}, bouton au siège {button})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the player in the worse position, first clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>le jeton restant entre des lows à égalité va au joueur le moins bien placé, le premier dans le sens des aiguilles d&apos;une montre après le bouton (siège {seat}, bouton au siège {button})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>le jeton restant entre des highs à égalité va au premier gagnant dans le sens des aiguilles d&apos;une montre après le bouton (siège {seat}, bouton au siège {button})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>le jeton restant entre des mains à égalité va au premier gagnant dans le sens des aiguilles d&apos;une montre après le bouton (siège {seat}, bouton au siège {button})</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the high card by suit ({card})</source>
        <translation>des mains de valeur identique se partagent aussi également que possible ; le jeton restant va à la carte la plus haute selon la couleur ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the lowest card by suit, aces low ({card})</source>
        <translation>le jeton restant entre des lows à égalité va à la carte la plus basse selon la couleur, l&apos;as comptant comme la plus basse ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the high card by suit of the low hand, aces low ({card})</source>
        <translation>le jeton restant entre des lows à égalité va à la carte la plus haute selon la couleur de la main low, l&apos;as comptant comme la plus basse ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the high card by suit ({card})</source>
        <translation>le jeton restant entre des highs à égalité va à la carte la plus haute selon la couleur ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the high card by suit ({card})</source>
        <translation>le jeton restant entre des mains à égalité va à la carte la plus haute selon la couleur ({card})</translation>
    </message>
    <message>
        <source>{reason}; every odd chip goes to the first (odd_units = all_to_first)</source>
        <translation>{reason} ; tous les jetons restants vont au premier (odd_units = all_to_first)</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>le pot principal</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <translation>le pot secondaire {index}</translation>
    </message>
    <message>
        <source>{player}&apos;s {chips} was not called and goes back to {player}; it is in no pot.</source>
        <translation>Les {chips} de {player} n&apos;ont pas été suivis et reviennent à {player} ; ils ne sont dans aucun pot.</translation>
    </message>
    <message>
        <source>Folded players put in {chips} beyond every player still in the hand; it is dead money in the top pot.</source>
        <translation>Les joueurs couchés ont mis {chips} de plus que tous les joueurs encore dans le coup ; c&apos;est de l&apos;argent mort dans le dernier pot.</translation>
    </message>
    <message>
        <source>The main pot is {amount}; only {player} can win it.</source>
        <translation>Le pot principal est de {amount} ; seul {player} peut le gagner.</translation>
    </message>
    <message>
        <source>The main pot is {amount}, contested by {players}.</source>
        <translation>Le pot principal est de {amount}, disputé par {players}.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}; only {player} can win it.</source>
        <translation>Le pot secondaire {index} est de {amount} ; seul {player} peut le gagner.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}, contested by {players}.</source>
        <translation>Le pot secondaire {index} est de {amount}, disputé par {players}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>aucun low qualifié</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the supervisor&apos;s stated ranking.</source>
        <translation>{game} : pots construits à partir des mises, gagnants selon le classement indiqué par le superviseur.</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the cards.</source>
        <translation>{game} : pots construits à partir des mises, gagnants selon les cartes.</translation>
    </message>
    <message>
        <source>{names} folded: a dead hand wins nothing, wherever it is ranked.</source>
        <translation>{names} s&apos;est couché : une main morte ne gagne rien, quel que soit son classement.</translation>
    </message>
    <message>
        <source>{name} (seat {seat}): {hand}.</source>
        <translation>{name} (siège {seat}) : {hand}.</translation>
    </message>
    <message>
        <source>Each pot is split on its own, never mixed; the side pots are settled first, the last one first.</source>
        <translation>Chaque pot se partage séparément, jamais mélangé ; les pots secondaires sont réglés d&apos;abord, le dernier en premier.</translation>
    </message>
    <message>
        <source>{name} wins {chips}</source>
        <translation>{name} gagne {chips}</translation>
    </message>
    <message>
        <source>In all: {awards}.</source>
        <translation>Au total : {awards}.</translation>
    </message>
    <message>
        <source>Hand {number} from now:</source>
        <translation>Dans {number} mains :</translation>
    </message>
    <message>
        <source>Next hand:</source>
        <translation>Main suivante :</translation>
    </message>
    <message>
        <source>The hands after the next one assume no further eliminations or new players.</source>
        <translation>Les mains après la suivante supposent qu&apos;il n&apos;y a ni autre élimination ni nouveau joueur.</translation>
    </message>
    <message>
        <source>empty seat {seat}</source>
        <translation>le siège vide {seat}</translation>
    </message>
    <message>
        <source>{player} in seat {seat}</source>
        <translation>{player} (siège {seat})</translation>
    </message>
    <message>
        <source>The big blind goes to {who}, the first player clockwise after last hand&apos;s big blind in seat {seat}, so nobody misses or repeats it.</source>
        <translation>La grosse blinde va à {who}, le premier joueur dans le sens des aiguilles d&apos;une montre après la grosse blinde de la main précédente au siège {seat}, pour que personne ne la saute ni ne la paie deux fois.</translation>
    </message>
    <message>
        <source>Heads-up: {who} has the button, posts the small blind and acts first before the flop; the button is adjusted so that the big blind never stays with one player.</source>
        <translation>Heads-up : {who} a le bouton, paie la petite blinde et parle en premier avant le flop ; le bouton est ajusté pour que la grosse blinde ne reste jamais chez le même joueur.</translation>
    </message>
    <message>
        <source>The big blind has come round to last hand&apos;s small blind seat ({small_blind}) or beyond, so the button goes to seat {button}, just to the right of the small blind.</source>
        <translation>La grosse blinde est arrivée au siège de la petite blinde de la main précédente ({small_blind}) ou au-delà, donc le bouton va au siège {button}, juste à droite de la petite blinde.</translation>
    </message>
    <message>
        <source>The button moves to seat {button}, last hand&apos;s small blind seat.</source>
        <translation>Le bouton passe au siège {button}, celui de la petite blinde de la main précédente.</translation>
    </message>
    <message>
        <source>Heads-up: the button, {who}, posts the small blind and acts first before the flop.</source>
        <translation>Heads-up : le bouton, {who}, paie la petite blinde et parle en premier avant le flop.</translation>
    </message>
    <message>
        <source>First hand: the button starts with {button} and the big blind goes to {big_blind}, the second player after it.</source>
        <translation>Première main : le bouton commence chez {button} et la grosse blinde va à {big_blind}, le deuxième joueur après lui.</translation>
    </message>
    <message>
        <source>{who} is new at this table and sits between the button and the small blind: he is not dealt in until the button has passed him.</source>
        <translation>{who} est nouveau à cette table et se trouve entre le bouton et la petite blinde : il ne reçoit pas de cartes tant que le bouton ne l&apos;a pas dépassé.</translation>
    </message>
    <message>
        <source>First to act before the flop: {first}; last to act after the flop: {last}.</source>
        <translation>Premier à parler avant le flop : {first} ; dernier à parler après le flop : {last}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty, so there is no small blind this hand (dead button, rule 50).</source>
        <translation>Le siège {seat} est vide, donc il n&apos;y a pas de petite blinde dans cette main (bouton mort, règle 50).</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set), so there is no small blind this hand.</source>
        <translation>{who} est nouveau à cette table et attend que le bouton soit passé (jeu de règles du tournoi), donc il n&apos;y a pas de petite blinde dans cette main.</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set): a dead button.</source>
        <translation>{who} est nouveau à cette table et attend que le bouton soit passé (jeu de règles du tournoi) : bouton mort.</translation>
    </message>
    <message>
        <source>{who} posts the small blind.</source>
        <translation>{who} paie la petite blinde.</translation>
    </message>
    <message>
        <source>The button seat, {seat}, is empty: a dead button.</source>
        <translation>Le siège du bouton, {seat}, est vide : bouton mort.</translation>
    </message>
    <message>
        <source>{who} has the button.</source>
        <translation>{who} a le bouton.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>Le %n jeton de {chip} de {player}, trouvé après la course, vaut {value}.</numerusform>
            <numerusform>Les %n jetons de {chip} de {player}, trouvés après la course, valent {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>Le %n jeton de {chip}, trouvé après la course, vaut {value}.</numerusform>
            <numerusform>Les %n jetons de {chip}, trouvés après la course, valent {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Il fait %n jeton de {unit}, et le reste de {leftover} est perdu.</numerusform>
            <numerusform>Il fait %n jetons de {unit}, et le reste de {leftover} est perdu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They make %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Ils font %n jeton de {unit}, et le reste de {leftover} est perdu.</numerusform>
            <numerusform>Ils font %n jetons de {unit}, et le reste de {leftover} est perdu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so it is exchanged at full value.</source>
        <translation>
            <numerusform>Cela fait exactement %n jeton de {unit}, il est donc échangé à sa pleine valeur.</numerusform>
            <numerusform>Cela fait exactement %n jetons de {unit}, il est donc échangé à sa pleine valeur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so they are exchanged at full value.</source>
        <translation>
            <numerusform>Cela fait exactement %n jeton de {unit}, ils sont donc échangés à leur pleine valeur.</numerusform>
            <numerusform>Cela fait exactement %n jetons de {unit}, ils sont donc échangés à leur pleine valeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so it is forfeited in full.</source>
        <translation>Cela ne fait pas un nombre entier de jetons de {unit}, il est donc entièrement perdu.</translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so they are forfeited in full.</source>
        <translation>Cela ne fait pas un nombre entier de jetons de {unit}, ils sont donc entièrement perdus.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so it is forfeited.</source>
        <translation>Cela fait moins d&apos;un jeton de {unit}, il est donc perdu.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so they are forfeited.</source>
        <translation>Cela fait moins d&apos;un jeton de {unit}, ils sont donc perdus.</translation>
    </message>
    <message>
        <source>Forfeited chips leave play with no compensation; chips in play go down by {leftover}.</source>
        <translation>Les jetons perdus quittent le jeu sans compensation ; les jetons en jeu diminuent de {leftover}.</translation>
    </message>
    <message>
        <source>Exposing a card with action pending is penalised (rule 51).</source>
        <translation>Exposer une carte alors que l&apos;action est en cours est sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Throwing a card off the table is penalised (rule 51).</source>
        <translation>Jeter une carte hors de la table est sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Mucking so hard that cards turn over is penalised (rule 51).</source>
        <translation>Jeter ses cartes si fort qu&apos;elles se retournent est sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Breaking the one-player-to-a-hand rule is penalised (rule 51).</source>
        <translation>Enfreindre la règle « un joueur par main » est sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Soft play is always penalised (rule 51).</source>
        <translation>Le soft play est toujours sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Abuse is always penalised (rule 51).</source>
        <translation>Les insultes et l&apos;abus sont toujours sanctionnés (règle 51).</translation>
    </message>
    <message>
        <source>Disruptive behaviour is always penalised (rule 51).</source>
        <translation>Un comportement perturbateur est toujours sanctionné (règle 51).</translation>
    </message>
    <message>
        <source>Intentionally stalling the game is penalised under rule 52 (rule 49).</source>
        <translation>Ralentir volontairement le jeu est sanctionné selon la règle 52 (règle 49).</translation>
    </message>
    <message>
        <source>The penalty is set under rule 52.</source>
        <translation>La pénalité est fixée selon la règle 52.</translation>
    </message>
    <message>
        <source>His hand in progress stays live; the penalty begins when this hand ends.</source>
        <translation>Sa main en cours reste valable ; la pénalité commence à la fin de cette main.</translation>
    </message>
    <message>
        <source>He is not in the hand in progress; the penalty begins when it ends.</source>
        <translation>Il n&apos;est pas dans la main en cours ; la pénalité commence à la fin de celle-ci.</translation>
    </message>
    <message>
        <source>No hand is in progress; the penalty begins with the next hand.</source>
        <translation>Aucune main n&apos;est en cours ; la pénalité commence avec la main suivante.</translation>
    </message>
    <message>
        <source>A verbal warning is recorded; no hands are missed.</source>
        <translation>Un avertissement verbal est enregistré ; aucune main n&apos;est manquée.</translation>
    </message>
    <message>
        <source>He is disqualified when this hand ends: the {chips} chips he then holds are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Il est disqualifié à la fin de cette main : les {chips} jetons qu&apos;il aura alors sont retirés du jeu, personne ne les reçoit et il n&apos;y a aucun remboursement.</translation>
    </message>
    <message>
        <source>He is disqualified: his {chips} chips are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Il est disqualifié : ses {chips} jetons sont retirés du jeu, personne ne les reçoit et il n&apos;y a aucun remboursement.</translation>
    </message>
    <message>
        <source>That is hand {first}.</source>
        <translation>C&apos;est la main {first}.</translation>
    </message>
    <message>
        <source>These are hands {first} to {last}.</source>
        <translation>Ce sont les mains {first} à {last}.</translation>
    </message>
    <message>
        <source>Meanwhile he must stay away from the table; he is dealt in, his blinds, antes and any bring-in are posted, and his hand is killed after the deal. A misdeal and its redeal count as one hand; if he is moved to another table, the hands left go with him.</source>
        <translation>Pendant ce temps, il doit rester loin de la table ; il reçoit des cartes, ses blindes, antes et éventuel bring-in sont payés, et sa main est tuée après la distribution. Une fausse donne et sa redistribution comptent pour une main ; s&apos;il change de table, les mains restantes le suivent.</translation>
    </message>
    <message numerus="yes">
        <source>{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} tour avec {players} joueurs à la table, le fautif compris, fait %n main à manquer, fixé maintenant quoi qu&apos;il arrive ensuite à la table.</numerusform>
            <numerusform>{rounds} tour avec {players} joueurs à la table, le fautif compris, fait %n mains à manquer, fixées maintenant quoi qu&apos;il arrive ensuite à la table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} tours avec {players} joueurs à la table, le fautif compris, font %n main à manquer, fixé maintenant quoi qu&apos;il arrive ensuite à la table.</numerusform>
            <numerusform>{rounds} tours avec {players} joueurs à la table, le fautif compris, font %n mains à manquer, fixées maintenant quoi qu&apos;il arrive ensuite à la table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He misses %n hand(s).</source>
        <translation>
            <numerusform>Il manque %n main.</numerusform>
            <numerusform>Il manque %n mains.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He still has %n hand(s) of an earlier penalty to miss: this one is served after them.</source>
        <translation>
            <numerusform>Il lui reste %n main d&apos;une pénalité précédente à manquer : celle-ci est purgée après.</numerusform>
            <numerusform>Il lui reste %n mains d&apos;une pénalité précédente à manquer : celle-ci est purgée après.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed hand(s)</source>
        <translation>
            <numerusform>%n main manquée</numerusform>
            <numerusform>%n mains manquées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed round(s)</source>
        <translation>
            <numerusform>%n tour manqué</numerusform>
            <numerusform>%n tours manqués</numerusform>
        </translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>un avertissement</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>la disqualification</translation>
    </message>
    <message numerus="yes">
        <source>He has served {served} of the %n hand(s)</source>
        <translation>
            <numerusform>Il a purgé {served} de sa %n main</numerusform>
            <numerusform>Il a purgé {served} de ses %n mains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the count was fixed when the penalty was given.</source>
        <translation>
            <numerusform>{served_part} et change pour une table de {players} joueurs : il y manque la %n main restante, car le compte a été fixé quand la pénalité a été donnée.</numerusform>
            <numerusform>{served_part} et change pour une table de {players} joueurs : il y manque les %n mains restantes, car le compte a été fixé quand la pénalité a été donnée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</source>
        <translation>
            <numerusform>La main {number} est la main {served} de la %n qu&apos;il manque (mains {first} à {last}) : il reçoit des cartes, paie {posted} dans le pot, et sa main est tuée après la distribution.</numerusform>
            <numerusform>La main {number} est la main {served} des %n qu&apos;il manque (mains {first} à {last}) : il reçoit des cartes, paie {posted} dans le pot, et sa main est tuée après la distribution.</numerusform>
        </translation>
    </message>
    <message>
        <source>His heaviest earlier penalty was {heaviest}, so the next step up is {suggestion}; the floor decides (rule 44).</source>
        <translation>Sa pénalité précédente la plus lourde était {heaviest}, donc l&apos;échelon suivant est {suggestion} ; le floor décide (règle 44).</translation>
    </message>
    <message>
        <source>The floor gave {penalty}, below the suggested step.</source>
        <translation>Le floor a donné {penalty}, en dessous de l&apos;échelon suggéré.</translation>
    </message>
    <message>
        <source>{bet} {amount}</source>
        <translation>{bet} {amount}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has not started yet: he plays it as usual and posts {posted}.</source>
        <translation>La main {number} est hors de sa pénalité (mains {first} à {last}), qui n&apos;a pas encore commencé : il la joue normalement et paie {posted}.</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has been served: he plays it as usual and posts {posted}.</source>
        <translation>La main {number} est hors de sa pénalité (mains {first} à {last}), qui a été purgée : il la joue normalement et paie {posted}.</translation>
    </message>
    <message>
        <source>This deal replaces a misdealt hand and keeps its number: the two count as one hand.</source>
        <translation>Cette donne remplace une main mal distribuée et garde son numéro : les deux comptent pour une main.</translation>
    </message>
    <message>
        <source>His up card brings it in: he posts the bring-in and the action goes to the player on his left.</source>
        <translation>Sa carte visible fait le bring-in : il le paie et l&apos;action passe au joueur à sa gauche.</translation>
    </message>
    <message>
        <source>That is all his chips: with his hand killed, he is blinded out of the tournament.</source>
        <translation>C&apos;est tout son tapis : sa main étant tuée, il est éliminé du tournoi par les blindes.</translation>
    </message>
    <message>
        <source>The penalty is served after this hand.</source>
        <translation>La pénalité est purgée après cette main.</translation>
    </message>
    <message>
        <source>It ends after hand {last}.</source>
        <translation>Elle se termine après la main {last}.</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>bring in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blinde</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grosse blinde</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>Le floor a suivi la recommandation.</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <source>compute a ruling (as `rule VERB`) and record it, signed, as one incident</source>
        <translation>calculer une décision (comme `rule VERB`) et l&apos;enregistrer, signée, comme un incident</translation>
    </message>
    <message>
        <source>the ruling, e.g. chip-race</source>
        <translation>la décision, p. ex. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>fichier de requête JSON, ou - pour l&apos;entrée standard</translation>
    </message>
    <message>
        <source>the deciding staff member</source>
        <translation>le membre du personnel qui décide</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du signataire : la première ligne du fichier</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nom ou numéro du tournoi (#N)</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nom de la table</translation>
    </message>
    <message>
        <source>the seat involved</source>
        <translation>le siège concerné</translation>
    </message>
    <message>
        <source>a witness (repeat)</source>
        <translation>un témoin (répétable)</translation>
    </message>
    <message>
        <source>depart from the recommendation (rule 44)</source>
        <translation>s&apos;écarter de la recommandation (règle 44)</translation>
    </message>
    <message>
        <source>with --depart: the outcome decided instead</source>
        <translation>avec --depart : le résultat décidé à la place</translation>
    </message>
    <message>
        <source>what is different here, when the last 3 comparable rulings all went the other way</source>
        <translation>ce qui est différent ici, quand les 3 dernières décisions comparables sont toutes allées dans l&apos;autre sens</translation>
    </message>
</context>
<context>
    <name>record kind</name>
    <message>
        <source>device</source>
        <translation>appareil</translation>
    </message>
    <message>
        <source>device_key</source>
        <translation>clé d&apos;appareil</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>membre du personnel</translation>
    </message>
    <message>
        <source>staff_change</source>
        <translation>modification du personnel</translation>
    </message>
    <message>
        <source>device_approval</source>
        <translation>approbation d&apos;appareil</translation>
    </message>
    <message>
        <source>device_revocation</source>
        <translation>révocation d&apos;appareil</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>event_action</source>
        <translation>modification d&apos;événement</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>incident</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>modification</translation>
    </message>
    <message>
        <source>import</source>
        <translation>importation</translation>
    </message>
    <message>
        <source>witnessed_head</source>
        <translation>tête de chaîne attestée</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>restauration</translation>
    </message>
    <message>
        <source>audit_pack</source>
        <translation>dossier d&apos;auditeur</translation>
    </message>
    <message>
        <source>retention</source>
        <translation>durée de conservation</translation>
    </message>
    <message>
        <source>house</source>
        <translation>réglages de la maison</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>schéma</translation>
    </message>
    <message>
        <source>record</source>
        <translation>enregistrement</translation>
    </message>
</context>
<context>
    <name>role</name>
    <message>
        <source>Supervisor</source>
        <translation>Superviseur</translation>
    </message>
    <message>
        <source>a Supervisor</source>
        <translation>superviseur</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>manager</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Directeur de tournoi</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>directeur de tournoi</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Administrateur</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>administrateur</translation>
    </message>
</context>
<context>
    <name>roles allowed</name>
    <message>
        <source>a Supervisor</source>
        <translation>un superviseur</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>un manager</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>un directeur de tournoi</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>un administrateur</translation>
    </message>
</context>
<context>
    <name>rule</name>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>unknown rule verb {verb!r} (known: {known})</source>
        <translation>verbe de règle inconnu {verb!r} (connus : {known})</translation>
    </message>
    <message>
        <source>cannot read {source}: {value}</source>
        <translation>impossible de lire {source} : {value}</translation>
    </message>
    <message>
        <source>{source} is not UTF-8 text</source>
        <translation>{source} n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
</context>
<context>
    <name>rule_quote</name>
    <message>
        <source>The WSOP 2009 text, in English: the authority</source>
        <translation>Le texte des WSOP 2009, en anglais : il fait foi</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s translation ({language}), not the authority</source>
        <translation>Traduction de FloorDesk ({language}), ne fait pas foi</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Chip race: the leftover</source>
        <translation>Course aux jetons : le reste</translation>
    </message>
    <message>
        <source>Rule 46: the odd chips of a removed denomination that make less than one chip of the next are raced for one more chip, or not, as chosen here.</source>
        <translation>Règle 46 : les jetons restants d&apos;une valeur retirée qui font moins d&apos;un jeton de la valeur suivante sont courus pour un jeton de plus, ou non, selon ce choix.</translation>
    </message>
    <message>
        <source>Chip race: a player left with no chips</source>
        <translation>Course aux jetons : un joueur laissé sans jetons</translation>
    </message>
    <message>
        <source>Rule 46: a player cannot be raced out of the tournament; the one chip he is given is added to play, or taken from the chips raced for.</source>
        <translation>Règle 46 : la course aux jetons ne peut pas éliminer un joueur du tournoi ; le jeton qu&apos;il reçoit est ajouté au jeu, ou pris parmi les jetons courus.</translation>
    </message>
    <message>
        <source>Chips of a removed denomination found later</source>
        <translation>Jetons d&apos;une valeur retirée trouvés plus tard</translation>
    </message>
    <message>
        <source>Chips found after the chip race: changed for whole chips of the smallest denomination in play with the rest forfeited, or forfeited unless they make whole chips exactly.</source>
        <translation>Jetons trouvés après la course aux jetons : échangés contre des jetons entiers de la plus petite valeur en jeu, le reste perdu, ou perdus sauf s&apos;ils font exactement des jetons entiers.</translation>
    </message>
    <message>
        <source>Several denominations removed</source>
        <translation>Plusieurs valeurs retirées</translation>
    </message>
    <message>
        <source>How a colour-up that removes several denominations at once races them.</source>
        <translation>Comment se court un changement de couleur qui retire plusieurs valeurs à la fois.</translation>
    </message>
    <message>
        <source>Odd chips of a split pot</source>
        <translation>Jetons indivisibles d&apos;un pot partagé</translation>
    </message>
    <message>
        <source>Rule 48: the odd chips go one each to the winners in order (from the button, or by the high card by suit in stud), or all to the first of them.</source>
        <translation>Règle 48 : les jetons indivisibles vont un par un aux gagnants dans l&apos;ordre (depuis le bouton, ou par la plus haute carte par couleur au stud), ou tous au premier d&apos;entre eux.</translation>
    </message>
    <message>
        <source>Stud odd chip: the cards read for the high card</source>
        <translation>Jeton indivisible au stud : les cartes lues pour la plus haute carte</translation>
    </message>
    <message>
        <source>In stud the odd chip goes by the high card by suit: of the player&apos;s best five, or of all his cards.</source>
        <translation>Au stud, le jeton indivisible va à la plus haute carte par couleur : parmi les cinq meilleures cartes du joueur, ou parmi toutes ses cartes.</translation>
    </message>
    <message>
        <source>Stud odd chip between tied lows</source>
        <translation>Jeton indivisible au stud entre lows à égalité</translation>
    </message>
    <message>
        <source>Which card by suit gives the odd chip between players tied for low in stud.</source>
        <translation>Quelle carte par couleur donne le jeton indivisible entre joueurs à égalité pour le low au stud.</translation>
    </message>
    <message>
        <source>Wait before a clock may be called (seconds)</source>
        <translation>Attente avant de pouvoir appeler le chrono (secondes)</translation>
    </message>
    <message>
        <source>How long a player may think before a clock can be called on him; empty: no wait.</source>
        <translation>Combien de temps un joueur peut réfléchir avant qu&apos;on puisse appeler le chrono sur lui ; vide : pas d&apos;attente.</translation>
    </message>
    <message>
        <source>Time on the clock (seconds)</source>
        <translation>Temps au chrono (secondes)</translation>
    </message>
    <message>
        <source>The time a player on the clock has to act, before the countdown.</source>
        <translation>Le temps qu&apos;a un joueur sous chrono pour agir, avant le compte à rebours.</translation>
    </message>
    <message>
        <source>Countdown (seconds)</source>
        <translation>Compte à rebours (secondes)</translation>
    </message>
    <message>
        <source>The last seconds counted down aloud once the time on the clock is up.</source>
        <translation>Les dernières secondes décomptées à voix haute une fois le temps du chrono écoulé.</translation>
    </message>
    <message>
        <source>Clock shortened for stalling (seconds)</source>
        <translation>Chrono raccourci pour lenteur volontaire (secondes)</translation>
    </message>
    <message>
        <source>Rule 52: a shorter time that replaces the clock from the start, for a player stalling on purpose; empty: the full clock.</source>
        <translation>Règle 52 : un temps plus court qui remplace le chrono dès le départ, pour un joueur qui ralentit exprès ; vide : le chrono complet.</translation>
    </message>
    <message>
        <source>When the clock runs out</source>
        <translation>Quand le chrono est écoulé</translation>
    </message>
    <message>
        <source>What becomes of the hand of a player who has not acted when the countdown ends.</source>
        <translation>Ce que devient la main d&apos;un joueur qui n&apos;a pas agi à la fin du compte à rebours.</translation>
    </message>
    <message>
        <source>The tie goes to the player</source>
        <translation>L&apos;égalité profite au joueur</translation>
    </message>
    <message>
        <source>A player who acts just as the countdown ends has acted in time.</source>
        <translation>Un joueur qui agit juste à la fin du compte à rebours a agi à temps.</translation>
    </message>
    <message>
        <source>A new player on the button or small blind seat</source>
        <translation>Un nouveau joueur au siège du bouton ou de la petite blinde</translation>
    </message>
    <message>
        <source>Rule 50: whether a player new to the table on the button or small blind seat is dealt in.</source>
        <translation>Règle 50 : si un joueur nouveau à la table, au siège du bouton ou de la petite blinde, reçoit des cartes.</translation>
    </message>
    <message>
        <source>Longest penalty (rounds)</source>
        <translation>Pénalité la plus longue (tours)</translation>
    </message>
    <message>
        <source>Rule 52: the most rounds a penalty may keep a player away; empty: no limit.</source>
        <translation>Règle 52 : le nombre maximal de tours pendant lesquels une pénalité peut tenir un joueur à l&apos;écart ; vide : pas de limite.</translation>
    </message>
    <message>
        <source>Raced for at half a chip or more</source>
        <translation>Couru dès un demi-jeton</translation>
    </message>
    <message>
        <source>Always raced for</source>
        <translation>Toujours couru</translation>
    </message>
    <message>
        <source>Raced for at more than half a chip</source>
        <translation>Couru au-delà d&apos;un demi-jeton</translation>
    </message>
    <message>
        <source>Never raced for</source>
        <translation>Jamais couru</translation>
    </message>
    <message>
        <source>Added to play</source>
        <translation>Ajouté au jeu</translation>
    </message>
    <message>
        <source>Taken from the chips raced for</source>
        <translation>Pris parmi les jetons courus</translation>
    </message>
    <message>
        <source>Changed for whole chips, the rest forfeited</source>
        <translation>Échangés contre des jetons entiers, le reste perdu</translation>
    </message>
    <message>
        <source>Forfeited unless they make whole chips</source>
        <translation>Perdus sauf s&apos;ils font des jetons entiers</translation>
    </message>
    <message>
        <source>One at a time, smallest first</source>
        <translation>Une à la fois, la plus petite d&apos;abord</translation>
    </message>
    <message>
        <source>One each, in order</source>
        <translation>Un chacun, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>All to the first in order</source>
        <translation>Tous au premier dans l&apos;ordre</translation>
    </message>
    <message>
        <source>His best five</source>
        <translation>Ses cinq meilleures cartes</translation>
    </message>
    <message>
        <source>All his cards</source>
        <translation>Toutes ses cartes</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>La plus haute carte par couleur</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>La plus basse carte par couleur</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La main est morte</translation>
    </message>
    <message>
        <source>Dead if facing a bet, else checked</source>
        <translation>Morte face à une mise, sinon checkée</translation>
    </message>
    <message>
        <source>Is dealt in</source>
        <translation>Reçoit des cartes</translation>
    </message>
    <message>
        <source>Waits for the button to pass</source>
        <translation>Attend que le bouton soit passé</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>recorded</source>
        <translation>enregistré</translation>
    </message>
    <message>
        <source>amended</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>overruled</source>
        <translation>infirmé</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>seat_editor</name>
    <message>
        <source>Counts: whole numbers, 0 to {most}.</source>
        <translation>Nombres : entiers, de 0 à {most}.</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <source>must be a chain position (1, 2, ...), not {text}</source>
        <translation>doit être une position dans la chaîne (1, 2, ...), pas {text}</translation>
    </message>
    <message>
        <source>The PostgreSQL server where the floor&apos;s laptops meet (libpq&apos;s DSN, service and .pgpass).</source>
        <translation>Le serveur PostgreSQL où se retrouvent les ordinateurs du floor (DSN, service et .pgpass de libpq).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input; 3 the server could not be used.</source>
        <translation>Code de sortie : 0 fait ; 2 saisie invalide ; 3 le serveur n&apos;a pas pu être utilisé.</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>create or migrate FloorDesk&apos;s schema on the server</source>
        <translation>créer ou migrer le schéma de FloorDesk sur le serveur</translation>
    </message>
    <message>
        <source>as libpq reads it, e.g. &apos;host=floor dbname=fd&apos;</source>
        <translation>tel que libpq le lit, p. ex. &apos;host=floor dbname=fd&apos;</translation>
    </message>
    <message>
        <source>synchronise this laptop with this server (no password in the DSN)</source>
        <translation>synchroniser cet ordinateur avec ce serveur (sans mot de passe dans le DSN)</translation>
    </message>
    <message>
        <source>the server&apos;s DSN, without password</source>
        <translation>le DSN du serveur, sans mot de passe</translation>
    </message>
    <message>
        <source>forget the server: this laptop works alone</source>
        <translation>oublier le serveur : cet ordinateur travaille seul</translation>
    </message>
    <message>
        <source>the server this laptop synchronises with</source>
        <translation>le serveur avec lequel cet ordinateur se synchronise</translation>
    </message>
    <message>
        <source>set aside a laptop&apos;s server rows its key did not sign (owner only)</source>
        <translation>écarter les lignes d&apos;un ordinateur sur le serveur que sa clé n&apos;a pas signées (propriétaire seulement)</translation>
    </message>
    <message>
        <source>the server, as the database&apos;s owner</source>
        <translation>le serveur, en tant que propriétaire de la base</translation>
    </message>
    <message>
        <source>the laptop&apos;s device id, as `sync` names it</source>
        <translation>l&apos;id d&apos;appareil de l&apos;ordinateur, tel que `sync` le nomme</translation>
    </message>
    <message>
        <source>the first position, as `sync` says</source>
        <translation>la première position, comme l&apos;indique `sync`</translation>
    </message>
    <message>
        <source>why, kept with the rows set aside</source>
        <translation>pourquoi, gardé avec les lignes écartées</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version}; laptops connect as {role}</source>
        <translation>{server} : le schéma de FloorDesk est à la version {version} ; les ordinateurs se connectent en tant que {role}</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version} (was {was}); laptops connect as {role}</source>
        <translation>{server} : le schéma de FloorDesk est à la version {version} (était {was}) ; les ordinateurs se connectent en tant que {role}</translation>
    </message>
    <message>
        <source>no server: this laptop works alone</source>
        <translation>pas de serveur : cet ordinateur travaille seul</translation>
    </message>
    <message>
        <source>this laptop synchronises with {dsn}</source>
        <translation>cet ordinateur se synchronise avec {dsn}</translation>
    </message>
    <message>
        <source>{server}: {records} records of device {device} from position {first} set aside; that laptop sends its own again at its next synchronisation</source>
        <translation>{server} : {records} enregistrements de l&apos;appareil {device} depuis la position {first} mis de côté ; cet ordinateur renvoie les siens à sa prochaine synchronisation</translation>
    </message>
    <message>
        <source>server {server}
</source>
        <translation>serveur {server}
</translation>
    </message>
    <message>
        <source>holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass (or the file PGPASSFILE names), owner-only, and give the DSN without it</source>
        <translation>contient un mot de passe, que FloorDesk ne garde jamais dans ses réglages : mettez-le dans ~/.pgpass (ou le fichier que nomme PGPASSFILE), réservé au propriétaire, et donnez le DSN sans lui</translation>
    </message>
    <message>
        <source>names a server too long for the log to record ({length} characters of host and database, at most {most}): name it by a service in pg_service.conf instead</source>
        <translation>nomme un serveur trop long pour que le journal l&apos;enregistre ({length} caractères d&apos;hôte et de base, au plus {most}) : nommez-le plutôt par un service dans pg_service.conf</translation>
    </message>
</context>
<context>
    <name>service</name>
    <message>
        <source>is not after the period&apos;s start: the period holds nothing</source>
        <translation>n&apos;est pas après le début de la période : la période ne contient rien</translation>
    </message>
    <message>
        <source>this laptop has no signing key beside its log (or no chain yet): it cannot sign a pack</source>
        <translation>cet ordinateur n&apos;a pas de clé de signature à côté de son journal (ou pas encore de chaîne) : il ne peut pas signer de dossier</translation>
    </message>
    <message>
        <source>is not an event of this log</source>
        <translation>n&apos;est pas un tournoi de ce journal</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>le dossier {parent} n&apos;existe pas</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the pack to</source>
        <translation>{target} est un dossier ; nommez un fichier où écrire le dossier d&apos;audit</translation>
    </message>
    <message>
        <source>{target} is not a regular file; name a file to write the pack to</source>
        <translation>{target} n&apos;est pas un fichier ordinaire ; nommez un fichier où écrire le dossier d&apos;audit</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>est obligatoire : dites pourquoi les réglages de la maison changent</translation>
    </message>
    <message>
        <source>{name!r} is no staff member who can sign here</source>
        <translation>{name!r} n&apos;est aucun membre du personnel qui puisse signer ici</translation>
    </message>
    <message>
        <source>{name!r} names several staff members</source>
        <translation>{name!r} désigne plusieurs membres du personnel</translation>
    </message>
    <message>
        <source>say where the footage was saved (a folder, a disc, a ticket number)</source>
        <translation>dites où les images ont été conservées (un dossier, un disque, un numéro de ticket)</translation>
    </message>
    <message>
        <source>must be at most {SAVED_TO_MAX} characters long</source>
        <translation>doit faire au plus {SAVED_TO_MAX} caractères</translation>
    </message>
    <message>
        <source>incident #{number} names no camera: it has no footage task</source>
        <translation>l&apos;incident n° {number} ne nomme pas de caméra : il n&apos;a pas de tâche d&apos;images</translation>
    </message>
    <message>
        <source>incident #{number}&apos;s footage was already saved to {footage_saved_to}</source>
        <translation>les images de l&apos;incident n° {number} ont déjà été conservées dans {footage_saved_to}</translation>
    </message>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation>
            <numerusform>le journal a %n tournoi nommé {name} : donnez le numéro</numerusform>
            <numerusform>le journal a %n tournois nommés {name} : donnez le numéro</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has no event #{number}</source>
        <translation>le journal n&apos;a pas de tournoi n° {number}</translation>
    </message>
    <message>
        <source>the log has no event named {name}</source>
        <translation>le journal n&apos;a aucun tournoi nommé {name}</translation>
    </message>
    <message>
        <source>is required: the log holds {held} (give a name or #number)</source>
        <translation>est obligatoire : le journal contient {held} (donnez un nom ou un n°)</translation>
    </message>
    <message>
        <source>{count} events are named {wanted!r} ({numbers}): give the number</source>
        <translation>{count} tournois s&apos;appellent {wanted!r} ({numbers}) : donnez le numéro</translation>
    </message>
    <message>
        <source>the log already has an event #{number}</source>
        <translation>le journal a déjà un tournoi n° {number}</translation>
    </message>
    <message>
        <source>{kind_name!r} is not a ruling kind (one of {kinds})</source>
        <translation>{kind_name!r} n&apos;est pas un type de décision (l&apos;un de {kinds})</translation>
    </message>
    <message>
        <source>Event #{number} is not in the incident log yet: {refusal}</source>
        <translation>L&apos;événement n° {number} n&apos;est pas encore dans le journal des incidents : {refusal}</translation>
    </message>
    <message>
        <source>the table changed while the ruling was open: cancel and start it again</source>
        <translation>la table a changé pendant que la décision était ouverte : annulez et recommencez</translation>
    </message>
    <message>
        <source>{name} must sign with their own PIN</source>
        <translation>{name} doit signer avec son propre PIN</translation>
    </message>
    <message>
        <source>{refusal}: cancel this one</source>
        <translation>{refusal} : annulez celle-ci</translation>
    </message>
    <message>
        <source>the log holds his history in this event ({count} earlier): leave it out of the request</source>
        <translation>le journal détient son historique dans ce tournoi ({count} antérieures) : laissez-le hors de la demande</translation>
    </message>
    <message>
        <source>Sign in first: only a Tournament Director who is signed in may overrule a ruling</source>
        <translation>Connectez-vous d&apos;abord : seul un directeur de tournoi connecté peut infirmer une décision</translation>
    </message>
    <message>
        <source>is required: the decision in force is the recommendation</source>
        <translation>est obligatoire : la décision en vigueur est la recommandation</translation>
    </message>
    <message>
        <source>say why the ruling is voided</source>
        <translation>dites pourquoi la décision est annulée</translation>
    </message>
    <message>
        <source>change what happened or the witnesses, or cancel</source>
        <translation>changez ce qui s&apos;est passé ou les témoins, ou annulez</translation>
    </message>
</context>
<context>
    <name>sign_in</name>
    <message>
        <source>FloorDesk: first administrator</source>
        <translation>FloorDesk : premier administrateur</translation>
    </message>
    <message>
        <source>Nobody can sign in on this laptop yet. Enter the administrator&apos;s name and PIN: the administrator then adds the floor staff (Window → Staff…).</source>
        <translation>Personne ne peut encore se connecter sur ce portable. Saisissez le nom et le PIN de l&apos;administrateur : l&apos;administrateur ajoute ensuite le personnel de salle (Fenêtre → Personnel…).</translation>
    </message>
    <message>
        <source>Create administrator</source>
        <translation>Créer l&apos;administrateur</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>FloorDesk: sign in</source>
        <translation>FloorDesk : connexion</translation>
    </message>
    <message>
        <source>Choose your name and enter your PIN.</source>
        <translation>Choisissez votre nom et saisissez votre PIN.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>FloorDesk is locked</source>
        <translation>FloorDesk est verrouillé</translation>
    </message>
    <message>
        <source>&lt;b&gt;FloorDesk is locked.&lt;/b&gt; {name} ({role}) is signed in: enter the PIN to unlock. Anyone else can sign in instead.</source>
        <translation>&lt;b&gt;FloorDesk est verrouillé.&lt;/b&gt; {name} ({role}) est connecté : saisissez le PIN pour déverrouiller. Toute autre personne peut se connecter à sa place.</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
</context>
<context>
    <name>signing</name>
    <message>
        <source>there is no terminal to ask for the PIN: give it in a file (--pin-file FILE)</source>
        <translation>il n&apos;y a pas de terminal pour demander le PIN : donnez-le dans un fichier (--pin-file FILE)</translation>
    </message>
    <message>
        <source>no PIN was typed</source>
        <translation>aucun PIN n&apos;a été saisi</translation>
    </message>
    <message>
        <source>New PIN for {name}: </source>
        <translation>Nouveau PIN pour {name} : </translation>
    </message>
    <message>
        <source>The new PIN for {name} again: </source>
        <translation>Le nouveau PIN pour {name}, encore : </translation>
    </message>
    <message>
        <source>the two PINs typed for {name} differ: nothing was changed</source>
        <translation>les deux PIN saisis pour {name} diffèrent : rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>there is no staff member named {name!r}</source>
        <translation>il n&apos;y a aucun membre du personnel nommé {name!r}</translation>
    </message>
    <message>
        <source>{count} staff members are named {name!r}: the log cannot tell which</source>
        <translation>{count} membres du personnel s&apos;appellent {name!r} : le journal ne peut pas savoir lequel</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name} : </translation>
    </message>
    <message>
        <source>cannot read the PIN file {pin_file}: {value}</source>
        <translation>impossible de lire le fichier de PIN {pin_file} : {value}</translation>
    </message>
    <message>
        <source>the PIN file {pin_file} is not UTF-8 text</source>
        <translation>le fichier de PIN {pin_file} n&apos;est pas du texte UTF-8</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blinde</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grosse blinde</translation>
    </message>
    <message>
        <source>penalty, {hands}</source>
        <translation>pénalité, {hands}</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>waiting for the big blind</source>
        <translation>attend la grosse blinde</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>couché</translation>
    </message>
    <message>
        <source>no chips: to be eliminated</source>
        <translation>plus de jetons : à éliminer</translation>
    </message>
    <message>
        <source>Seat {seat}, empty</source>
        <translation>Siège {seat}, vide</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand</source>
        <translation>{name} a été éliminé à cette main</translation>
    </message>
    <message>
        <source>Seat {seat}, {name}, {chips} in chips</source>
        <translation>Siège {seat}, {name}, {chips} en jetons</translation>
    </message>
</context>
<context>
    <name>staff</name>
    <message>
        <source>Staff accounts in the incident log of the data folder (see --data-dir).</source>
        <translation>Les comptes du personnel dans le journal des incidents du dossier de données (voir --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, unknown staff, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Code de sortie : 0 fait ; 2 saisie invalide, membre inconnu, PIN erroné ou pas d&apos;autorisation ; 3 le journal n&apos;a pas pu être utilisé.</translation>
    </message>
    <message>
        <source>add a staff member (the first one: an administrator, unsigned)</source>
        <translation>ajouter un membre du personnel (le premier : un administrateur, sans signature)</translation>
    </message>
    <message>
        <source>the member&apos;s name as it will appear on rulings</source>
        <translation>le nom du membre tel qu&apos;il figurera sur les décisions</translation>
    </message>
    <message>
        <source>one of {value}</source>
        <translation>l&apos;un de {value}</translation>
    </message>
    <message>
        <source>the new member&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du nouveau membre : la première ligne du fichier</translation>
    </message>
    <message>
        <source>the administrator who signs the addition</source>
        <translation>l&apos;administrateur qui signe l&apos;ajout</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN du signataire : la première ligne du fichier</translation>
    </message>
    <message>
        <source>every staff member, with role and status</source>
        <translation>tout le personnel, avec rôle et état</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>an administrator: also show the wrong PINs typed here</source>
        <translation>un administrateur : afficher aussi les PIN erronés saisis ici</translation>
    </message>
    <message>
        <source>the administrator&apos;s PIN: the file&apos;s first line</source>
        <translation>le PIN de l&apos;administrateur : la première ligne du fichier</translation>
    </message>
    <message>
        <source>nobody can sign in to this log yet: add its first administrator without --by</source>
        <translation>personne ne peut encore se connecter à ce journal : ajoutez son premier administrateur sans --by</translation>
    </message>
    <message>
        <source>the first member must be an administrator, who then adds the others</source>
        <translation>le premier membre doit être un administrateur, qui ajoute ensuite les autres</translation>
    </message>
    <message>
        <source>an administrator must sign the addition (--by NAME)</source>
        <translation>un administrateur doit signer l&apos;ajout (--by NAME)</translation>
    </message>
    <message>
        <source>there is already a staff member named {name!r}</source>
        <translation>il y a déjà un membre du personnel nommé {name!r}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>va avec --by NAME</translation>
    </message>
    <message>
        <source>no staff yet: add the first administrator with `floordesk staff add NAME --role administrator`
</source>
        <translation>pas encore de personnel : ajoutez le premier administrateur avec `floordesk staff add NAME --role administrator`
</translation>
    </message>
    <message>
        <source>  (deactivated)</source>
        <translation>  (désactivé)</translation>
    </message>
    <message>
        <source>  (no PIN on this laptop)</source>
        <translation>  (pas de PIN sur cet ordinateur)</translation>
    </message>
    <message>
        <source>
Wrong PINs on this laptop ({laptop_label}):
</source>
        <translation>
PIN erronés sur cet ordinateur ({laptop_label}) :
</translation>
    </message>
    <message>
        <source>none
</source>
        <translation>aucun
</translation>
    </message>
    <message>
        <source>; the next try waits {seconds} s</source>
        <translation>; le prochain essai attend {seconds} s</translation>
    </message>
    <message>
        <source>{name:&lt;30} {in_a_row} wrong PINs in a row, {total} in all, the last at {last_utc}{wait}
</source>
        <translation>{name:&lt;30} {in_a_row} PIN erronés d&apos;affilée, {total} en tout, le dernier à {last_utc}{wait}
</translation>
    </message>
    <message>
        <source>must be one of {value}, not {text}</source>
        <translation>doit être l&apos;un de {value}, pas {text}</translation>
    </message>
</context>
<context>
    <name>staff_form</name>
    <message>
        <source>4 to 12 digits</source>
        <translation>4 à 12 chiffres</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>reading the log</source>
        <translation>la lecture du journal</translation>
    </message>
    <message>
        <source>recording the ruling</source>
        <translation>l&apos;enregistrement de la décision</translation>
    </message>
    <message>
        <source>line {number} is not a record ({error})</source>
        <translation>la ligne {number} n&apos;est pas un enregistrement ({error})</translation>
    </message>
    <message>
        <source>line {number} is not a record of the pack&apos;s form</source>
        <translation>la ligne {number} n&apos;est pas un enregistrement au format du dossier</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>{path} is not a zip file ({error})</source>
        <translation>{path} n&apos;est pas un fichier zip ({error})</translation>
    </message>
    <message>
        <source>{path} has no {MANIFEST}: it is not an auditor&apos;s pack</source>
        <translation>{path} n&apos;a pas de {MANIFEST} : ce n&apos;est pas un dossier d&apos;audit</translation>
    </message>
    <message>
        <source>{name}: says it is {file_size} bytes, more than a pack&apos;s file may be</source>
        <translation>{name} : annonce {file_size} octets, plus qu&apos;un fichier de dossier ne peut en avoir</translation>
    </message>
    <message>
        <source>{name}: cannot be read from the zip ({error})</source>
        <translation>{name} : ne peut pas être lu depuis le zip ({error})</translation>
    </message>
    <message>
        <source>{extra}: is not a file the manifest lists (something was added to the pack)</source>
        <translation>{extra} : n&apos;est pas un fichier listé par le manifeste (quelque chose a été ajouté au dossier)</translation>
    </message>
    <message>
        <source>{name}: is missing from the pack</source>
        <translation>{name} : manque dans le dossier</translation>
    </message>
    <message>
        <source>{name}: its SHA-256 is not the one the signed manifest gives: the file was changed</source>
        <translation>{name} : son SHA-256 n&apos;est pas celui du manifeste signé : le fichier a été modifié</translation>
    </message>
    <message>
        <source>{name}: is not what the pack&apos;s records give (made again from {RECORDS})</source>
        <translation>{name} : n&apos;est pas ce que donnent les enregistrements du dossier (refait à partir de {RECORDS})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not JSON ({error})</source>
        <translation>{MANIFEST} : n&apos;est pas du JSON ({error})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not an auditor&apos;s pack manifest</source>
        <translation>{MANIFEST} : n&apos;est pas un manifeste de dossier d&apos;audit</translation>
    </message>
    <message>
        <source>{MANIFEST}: is of pack version {get!r}, not {PACK_VERSION}</source>
        <translation>{MANIFEST} : est de la version de dossier {get!r}, pas {PACK_VERSION}</translation>
    </message>
    <message>
        <source>{MANIFEST}: does not have the fields of a pack manifest</source>
        <translation>{MANIFEST} : n&apos;a pas les champs d&apos;un manifeste de dossier</translation>
    </message>
    <message>
        <source>{MANIFEST}: its signature is not made by the key it names: the manifest was changed</source>
        <translation>{MANIFEST} : sa signature n&apos;est pas faite par la clé qu&apos;il nomme : le manifeste a été modifié</translation>
    </message>
    <message>
        <source>{place}: a second record at this position</source>
        <translation>{place} : un second enregistrement à cette position</translation>
    </message>
    <message>
        <source>{place}: its uid is not its row&apos;s</source>
        <translation>{place} : son uid n&apos;est pas celui de sa ligne</translation>
    </message>
    <message>
        <source>{place}: its content does not match its hash: it was changed</source>
        <translation>{place} : son contenu ne correspond pas à son empreinte : il a été modifié</translation>
    </message>
    <message>
        <source>{place}: its signature is not its device&apos;s key&apos;s</source>
        <translation>{place} : sa signature n&apos;est pas celle de la clé de son appareil</translation>
    </message>
    <message>
        <source>{place}: it is first in its chain but names a predecessor</source>
        <translation>{place} : il est premier de sa chaîne mais nomme un prédécesseur</translation>
    </message>
    <message>
        <source>{place}: it does not follow the record before it (position {value})</source>
        <translation>{place} : ne suit pas l&apos;enregistrement précédent (position {value})</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s record at position {missing} is missing (the manifest covers its chain from position {chain} to {chain2})</source>
        <translation>{RECORDS} : l&apos;enregistrement de l&apos;appareil {get} à la position {missing} manque (le manifeste couvre sa chaîne de la position {chain} à {chain2})</translation>
    </message>
    <message>
        <source>{MANIFEST}: the key that signs it is not the one the laptop&apos;s chain declares last in {RECORDS}</source>
        <translation>{MANIFEST} : la clé qui le signe n&apos;est pas celle que la chaîne de l&apos;ordinateur déclare en dernier dans {RECORDS}</translation>
    </message>
    <message>
        <source>{place}: no import in the chain of the laptop that made the pack brought it ({RECORDS} holds none naming its position)</source>
        <translation>{place} : aucune importation dans la chaîne de l&apos;ordinateur qui a fait le dossier ne l&apos;a apporté ({RECORDS} n&apos;en contient aucune qui nomme sa position)</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s key was not approved in the chain of the laptop that made the pack when the import that brought its records was recorded ({why}; {place})</source>
        <translation>{RECORDS} : la clé de l&apos;appareil {get} n&apos;était pas approuvée dans la chaîne de l&apos;ordinateur qui a fait le dossier quand l&apos;importation qui a apporté ses enregistrements a été enregistrée ({why} ; {place})</translation>
    </message>
    <message>
        <source>FloorDesk never removes a record from the log: the retention period is how long it must at least be kept.</source>
        <translation>FloorDesk ne supprime jamais un enregistrement du journal : la durée de conservation est la durée minimale pendant laquelle il doit être conservé.</translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (FloorDesk&apos;s default).</source>
        <translation>
            <numerusform>Durée de conservation : %n an (valeur par défaut de FloorDesk).</numerusform>
            <numerusform>Durée de conservation : %n ans (valeur par défaut de FloorDesk).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (set by {name} on {day}).</source>
        <translation>
            <numerusform>Durée de conservation : %n an (fixée par {name} le {day}).</numerusform>
            <numerusform>Durée de conservation : %n ans (fixée par {name} le {day}).</numerusform>
        </translation>
    </message>
    <message>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <source>recording the retention period</source>
        <translation>l&apos;enregistrement de la durée de conservation</translation>
    </message>
    <message>
        <source>recording the auditor&apos;s pack</source>
        <translation>l&apos;enregistrement du dossier d&apos;audit</translation>
    </message>
    <message>
        <source>No copy was changed.</source>
        <translation>Aucune copie n&apos;a été modifiée.</translation>
    </message>
    <message>
        <source>taking a backup of the log</source>
        <translation>la sauvegarde du journal</translation>
    </message>
    <message>
        <source>listing the backups</source>
        <translation>la liste des sauvegardes</translation>
    </message>
    <message>
        <source>restoring the backup</source>
        <translation>la restauration de la sauvegarde</translation>
    </message>
    <message>
        <source>{backup} is not a FloorDesk backup ({why}); the log was not changed</source>
        <translation>{backup} n&apos;est pas une sauvegarde FloorDesk ({why}) ; le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>there is no backup file {backup}</source>
        <translation>il n&apos;y a pas de fichier de sauvegarde {backup}</translation>
    </message>
    <message>
        <source>checking the backup</source>
        <translation>la vérification de la sauvegarde</translation>
    </message>
    <message>
        <source>The log was not changed.</source>
        <translation>Le journal n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>{backup} is the log itself, not a backup of it</source>
        <translation>{backup} est le journal lui-même, pas une sauvegarde</translation>
    </message>
    <message>
        <source>an export: import it instead</source>
        <translation>un export : importez-le plutôt</translation>
    </message>
    <message>
        <source>not a database</source>
        <translation>pas une base de données</translation>
    </message>
    <message>
        <source>the backup {backup} is damaged ({damage}); the log was not changed</source>
        <translation>la sauvegarde {backup} est endommagée ({damage}) ; le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>the backup {backup} was written by a newer FloorDesk; the log was not changed</source>
        <translation>la sauvegarde {backup} a été écrite par un FloorDesk plus récent ; le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>not the tables of a FloorDesk log</source>
        <translation>pas les tables d&apos;un journal FloorDesk</translation>
    </message>
    <message>
        <source>its schema is not what FloorDesk makes: {names} differ</source>
        <translation>son schéma n&apos;est pas celui que crée FloorDesk : {names} diffèrent</translation>
    </message>
    <message>
        <source>the backup {backup} does not verify ({describe}); the log was not changed</source>
        <translation>la sauvegarde {backup} ne se vérifie pas ({describe}) ; le journal n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key: the key is not beside the log (a copy, or the key file was lost). If it was lost, an administrator recovers: `{RECOVER}`</source>
        <translation>la chaîne de cet ordinateur dans ce journal n&apos;est pas signée par la clé de cet ordinateur : la clé n&apos;est pas à côté du journal (une copie, ou le fichier de clé a été perdu). S&apos;il a été perdu, un administrateur la reprend : `{RECOVER}`</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key (its last record, position {seq}): it was changed without the key, or the key was replaced. FloorDesk signs nothing over it. Restore a backup (`{RESTORE}`), or, if this laptop&apos;s key file was lost and replaced, an administrator recovers: `{RECOVER}`</source>
        <translation>la chaîne de cet ordinateur dans ce journal n&apos;est pas signée par la clé de cet ordinateur (son dernier enregistrement, position {seq}) : elle a été modifiée sans la clé, ou la clé a été remplacée. FloorDesk ne signe rien par-dessus. Restaurez une sauvegarde (`{RESTORE}`) ou, si le fichier de clé de cet ordinateur a été perdu et remplacé, un administrateur la reprend : `{RECOVER}`</translation>
    </message>
    <message>
        <source>it cannot be recovered: restore a backup instead (`{RESTORE}`)</source>
        <translation>elle ne peut pas être reprise : restaurez plutôt une sauvegarde (`{RESTORE}`)</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain holds a key record that is tampering (position {seq}): {restore}</source>
        <translation>la chaîne de cet ordinateur contient un enregistrement de clé falsifié (position {seq}) : {restore}</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain was changed without its key (its last record, position {seq}): {restore}</source>
        <translation>la chaîne de cet ordinateur a été modifiée sans sa clé (son dernier enregistrement, position {seq}) : {restore}</translation>
    </message>
    <message>
        <source>this log has no chain of this laptop&apos;s yet: there is nothing to recover</source>
        <translation>ce journal n&apos;a pas encore de chaîne de cet ordinateur : il n&apos;y a rien à récupérer</translation>
    </message>
    <message>
        <source>this laptop&apos;s key already signs its chain: there is nothing to recover</source>
        <translation>la clé de cet ordinateur signe déjà sa chaîne : il n&apos;y a rien à récupérer</translation>
    </message>
    <message>
        <source>opening the log</source>
        <translation>l&apos;ouverture du journal</translation>
    </message>
    <message>
        <source>there is no log at {path}</source>
        <translation>il n&apos;y a pas de journal dans {path}</translation>
    </message>
    <message>
        <source>{path} was written by an older FloorDesk and cannot be brought up to date where it is (read-only): copy it to a folder that can be written, and open it there.</source>
        <translation>{path} a été écrit par un FloorDesk plus ancien et ne peut pas être mis à jour là où il est (lecture seule) : copiez-le dans un dossier accessible en écriture et ouvrez-le là.</translation>
    </message>
    <message>
        <source>the copy {name} was stopped before it was done</source>
        <translation>la copie {name} a été arrêtée avant la fin</translation>
    </message>
    <message>
        <source>{path} was written by a newer FloorDesk (schema {current}; this version knows {schema_version}). Update FloorDesk to open it; the file has not been changed.</source>
        <translation>{path} a été écrit par un FloorDesk plus récent (schéma {current} ; cette version connaît {schema_version}). Mettez FloorDesk à jour pour l&apos;ouvrir ; le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>must be 32 hexadecimal digits (as `floordesk log devices` shows it)</source>
        <translation>doit faire 32 chiffres hexadécimaux (comme le montre `floordesk log devices`)</translation>
    </message>
    <message>
        <source>is this laptop&apos;s own key: only other laptops&apos; keys are {done}</source>
        <translation>est la clé de cet ordinateur : seules les clés d&apos;autres ordinateurs sont traitées ({done})</translation>
    </message>
    <message>
        <source>approving a device</source>
        <translation>l&apos;approbation d&apos;un appareil</translation>
    </message>
    <message>
        <source>revoking a device&apos;s approval</source>
        <translation>la révocation de l&apos;approbation d&apos;un appareil</translation>
    </message>
    <message>
        <source>was never approved here: there is no approval to revoke</source>
        <translation>n&apos;a jamais été approuvé ici : il n&apos;y a pas d&apos;approbation à révoquer</translation>
    </message>
    <message>
        <source>recovering this laptop&apos;s chain</source>
        <translation>la récupération de la chaîne de cet ordinateur</translation>
    </message>
    <message>
        <source>saving the ruling in progress</source>
        <translation>l&apos;enregistrement de la décision en cours</translation>
    </message>
    <message>
        <source>reading the rulings in progress</source>
        <translation>la lecture des décisions en cours</translation>
    </message>
    <message>
        <source>discarding the ruling in progress</source>
        <translation>l&apos;abandon de la décision en cours</translation>
    </message>
    <message>
        <source>Nothing was saved; the log {path} is as it was.</source>
        <translation>Rien n&apos;a été enregistré ; le journal {path} est tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed. {unchanged} Free some space and try again.</source>
        <translation>Le disque est plein : {doing} a échoué. {unchanged} Libérez de l&apos;espace et réessayez.</translation>
    </message>
    <message>
        <source>{path} cannot be written (read-only file or folder): {doing} failed. {unchanged}</source>
        <translation>{path} ne peut pas être écrit (fichier ou dossier en lecture seule) : {doing} a échoué. {unchanged}</translation>
    </message>
    <message>
        <source>{path} is in use by another FloorDesk and stayed locked: {doing} failed. {unchanged} Try again in a moment.</source>
        <translation>{path} est utilisé par un autre FloorDesk et est resté verrouillé : {doing} a échoué. {unchanged} Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a FloorDesk log ({error}): {doing} failed. The file has not been changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} est endommagé ou n&apos;est pas un journal FloorDesk ({error}) : {doing} a échoué. Le fichier n&apos;a pas été modifié ; un administrateur restaure la dernière sauvegarde (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>the folder {parent} cannot be written: {doing} failed.</source>
        <translation>le dossier {parent} ne peut pas être écrit : {doing} a échoué.</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}): {doing} failed.</source>
        <translation>{path} ne peut pas être ouvert ({error}) : {doing} a échoué.</translation>
    </message>
    <message>
        <source>the disk reported an error while {doing} ({error}). {unchanged}</source>
        <translation>le disque a signalé une erreur pendant {doing} ({error}). {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed ({reason}). {unchanged}</source>
        <translation>Le disque est plein : {doing} a échoué ({reason}). {unchanged}</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): {doing} failed. {unchanged}</source>
        <translation>{where} ne peut pas être écrit ({reason}) : {doing} a échoué. {unchanged}</translation>
    </message>
    <message>
        <source>{doing} failed: {reason} ({value}). {unchanged}</source>
        <translation>{doing} a échoué : {reason} ({value}). {unchanged}</translation>
    </message>
    <message>
        <source>must be a whole number of days from {low} to {high}</source>
        <translation>doit être un nombre entier de jours de {low} à {high}</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>est obligatoire : dites pourquoi les réglages de la maison changent</translation>
    </message>
    <message>
        <source>recording the house&apos;s settings</source>
        <translation>l&apos;enregistrement des réglages de la maison</translation>
    </message>
    <message>
        <source>signs a dispute record: this ruling has none</source>
        <translation>signe une fiche de contestation : cette décision n&apos;en a pas</translation>
    </message>
    <message>
        <source>the second reviewer must be another staff member than the one who decides</source>
        <translation>le second vérificateur doit être un autre membre du personnel que celui qui décide</translation>
    </message>
    <message>
        <source>recording the incident</source>
        <translation>l&apos;enregistrement de l&apos;incident</translation>
    </message>
    <message>
        <source>is not an event in this log</source>
        <translation>n&apos;est pas un tournoi de ce journal</translation>
    </message>
    <message>
        <source>recording the correction</source>
        <translation>l&apos;enregistrement de la correction</translation>
    </message>
    <message>
        <source>names no camera: there is no footage to preserve</source>
        <translation>ne nomme pas de caméra : il n&apos;y a pas d&apos;images à conserver</translation>
    </message>
    <message>
        <source>recording the overrule</source>
        <translation>l&apos;enregistrement de l&apos;annulation de décision</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>est la décision déjà en vigueur : une annulation doit la changer</translation>
    </message>
    <message>
        <source>a void must be confirmed by a second, different staff member</source>
        <translation>une annulation doit être confirmée par un second membre du personnel, différent</translation>
    </message>
    <message>
        <source>voiding the incident</source>
        <translation>l&apos;annulation de l&apos;incident</translation>
    </message>
    <message>
        <source>recording the penalty&apos;s progress</source>
        <translation>l&apos;enregistrement de l&apos;avancement de la pénalité</translation>
    </message>
    <message>
        <source>is not a penalty of this incident</source>
        <translation>n&apos;est pas une pénalité de cet incident</translation>
    </message>
    <message>
        <source>a {state} penalty cannot become {value}</source>
        <translation>une pénalité {state} ne peut pas devenir {value}</translation>
    </message>
    <message>
        <source>this log has no incident #{group} recorded on this laptop</source>
        <translation>ce journal n&apos;a aucun incident n° {group} enregistré sur cet ordinateur</translation>
    </message>
    <message>
        <source>must be an incident number or id (at least 8 hexadecimal digits)</source>
        <translation>doit être un numéro ou un id d&apos;incident (au moins 8 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>this log has no incident with id {ref}</source>
        <translation>ce journal n&apos;a aucun incident d&apos;id {ref}</translation>
    </message>
    <message>
        <source>{ref} names more than one incident: give more digits</source>
        <translation>{ref} désigne plus d&apos;un incident : donnez plus de chiffres</translation>
    </message>
    <message>
        <source>{path} is damaged: incident {incident_uid} names an event or a staff member that is not in the log. An administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} est endommagé : l&apos;incident {incident_uid} nomme un tournoi ou un membre du personnel absent du journal. Un administrateur restaure la dernière sauvegarde (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be amended</source>
        <translation>l&apos;incident n° {number} a été annulé : il ne peut pas être modifié</translation>
    </message>
    <message>
        <source>is not a table of this incident&apos;s event</source>
        <translation>n&apos;est pas une table du tournoi de cet incident</translation>
    </message>
    <message>
        <source>has seats 1 to {seats_max}: seat {party} is involved</source>
        <translation>a les sièges 1 à {seats_max} : le siège {party} est impliqué</translation>
    </message>
    <message>
        <source>must be a seat of the table (1 to {seats_max})</source>
        <translation>doit être un siège de la table (1 à {seats_max})</translation>
    </message>
    <message>
        <source>is not a player of this incident&apos;s event</source>
        <translation>n&apos;est pas un joueur du tournoi de cet incident</translation>
    </message>
    <message>
        <source>is required when the rules computed no recommended outcome</source>
        <translation>est obligatoire quand les règles n&apos;ont calculé aucun résultat recommandé</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommended outcome (rule 44)</source>
        <translation>est obligatoire : la décision s&apos;écarte du résultat recommandé (règle 44)</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommended outcome</source>
        <translation>ne vaut que pour une décision qui s&apos;écarte du résultat recommandé</translation>
    </message>
    <message>
        <source>is a signature kept beside the record, not in it</source>
        <translation>est une signature gardée à côté de l&apos;enregistrement, pas dedans</translation>
    </message>
    <message>
        <source>is required: the decision goes against its precedents</source>
        <translation>est obligatoire : la décision va contre ses précédents</translation>
    </message>
    <message>
        <source>is only for a decision against its precedents</source>
        <translation>ne vaut que pour une décision contraire à ses précédents</translation>
    </message>
    <message>
        <source>is not part of what a ruling records of its precedents</source>
        <translation>ne fait pas partie de ce qu&apos;une décision enregistre de ses précédents</translation>
    </message>
    <message>
        <source>needs a seat, a player or both</source>
        <translation>exige un siège, un joueur ou les deux</translation>
    </message>
    <message>
        <source>is already involved (each {key} once)</source>
        <translation>est déjà impliqué (chaque {key} une fois)</translation>
    </message>
    <message>
        <source>is required for a missed-hand penalty</source>
        <translation>est obligatoire pour une pénalité de mains manquées</translation>
    </message>
    <message>
        <source>is required for a missed-round penalty</source>
        <translation>est obligatoire pour une pénalité de tours manqués</translation>
    </message>
    <message>
        <source>a {value} has no hands or rounds to miss</source>
        <translation>un(e) {value} n&apos;a ni mains ni tours à manquer</translation>
    </message>
    <message>
        <source>a new penalty cannot start rescinded</source>
        <translation>une nouvelle pénalité ne peut pas commencer levée</translation>
    </message>
    <message>
        <source>{path} cannot be written (it is open read-only): {doing} failed. Nothing was saved.</source>
        <translation>{path} ne peut pas être écrit (il est ouvert en lecture seule) : {doing} a échoué. Rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>the log is open read-only: nothing can be written to it</source>
        <translation>le journal est ouvert en lecture seule : rien ne peut y être écrit</translation>
    </message>
    <message>
        <source>event #{number} has no table {table!r}</source>
        <translation>le tournoi n° {number} n&apos;a pas de table {table!r}</translation>
    </message>
    <message>
        <source>registering the event on screen</source>
        <translation>l&apos;enregistrement du tournoi à l&apos;écran</translation>
    </message>
    <message>
        <source>reading this laptop&apos;s signing key</source>
        <translation>la lecture de la clé de signature de cet ordinateur</translation>
    </message>
    <message>
        <source>this log has no record with id {record_uid}</source>
        <translation>ce journal n&apos;a aucun enregistrement d&apos;id {record_uid}</translation>
    </message>
    <message>
        <source>indexing the imported incidents for search</source>
        <translation>l&apos;indexation des incidents importés pour la recherche</translation>
    </message>
    <message>
        <source>checking the log</source>
        <translation>la vérification du journal</translation>
    </message>
    <message>
        <source>verifying the log</source>
        <translation>la vérification de l&apos;intégrité du journal</translation>
    </message>
    <message>
        <source>rebuilding the search index and listings</source>
        <translation>la reconstruction de l&apos;index de recherche et des listes</translation>
    </message>
    <message>
        <source>tidying the search index</source>
        <translation>la réorganisation de l&apos;index de recherche</translation>
    </message>
    <message>
        <source>it does not hold this laptop&apos;s chain: it is not a backup of this log</source>
        <translation>elle ne contient pas la chaîne de cet ordinateur : ce n&apos;est pas une sauvegarde de ce journal</translation>
    </message>
    <message>
        <source>the backup and the log hold different records at position {seq} of the chain of device {device_id}: one of them was changed. Nothing was restored; the log is as it was.</source>
        <translation>la sauvegarde et le journal ont des enregistrements différents à la position {seq} de la chaîne de l&apos;appareil {device_id} : l&apos;un d&apos;eux a été modifié. Rien n&apos;a été restauré ; le journal est tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PAGE_MAX}</source>
        <translation>doit être un nombre entier de 1 à {PAGE_MAX}</translation>
    </message>
    <message>
        <source>a search is not counted, only listed</source>
        <translation>une recherche ne se compte pas, elle se liste seulement</translation>
    </message>
    <message>
        <source>is not a cursor of a {of}</source>
        <translation>n&apos;est pas un curseur d&apos;un {of}</translation>
    </message>
    <message>
        <source>must contain a word to search for</source>
        <translation>doit contenir un mot à chercher</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}</source>
        <translation>doit être entre {FIRST_DAY} et {LAST_DAY}</translation>
    </message>
    <message>
        <source>is empty: give a DSN such as &apos;host=floor dbname=floordesk&apos;</source>
        <translation>est vide : donnez un DSN comme &apos;host=floor dbname=floordesk&apos;</translation>
    </message>
    <message>
        <source>is not a connection string libpq reads ({first_line})</source>
        <translation>n&apos;est pas une chaîne de connexion que libpq lit ({first_line})</translation>
    </message>
    <message>
        <source>the server {describe} is unreachable: {first_line}</source>
        <translation>le serveur {describe} est injoignable : {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read: {first_line}</source>
        <translation>le serveur {describe} n&apos;a pas pu être lu : {first_line}</translation>
    </message>
    <message>
        <source>is empty: say why the records are set aside</source>
        <translation>est vide : dites pourquoi les enregistrements sont mis de côté</translation>
    </message>
    <message>
        <source>every record of device {device}&apos;s chain on the server passes: nothing is set aside</source>
        <translation>tous les enregistrements de la chaîne de l&apos;appareil {device} sur le serveur sont valides : rien n&apos;est mis de côté</translation>
    </message>
    <message>
        <source>the first record of device {device}&apos;s chain on the server that its key did not sign (or a recovery) is at position {refused}, not {first}: nothing was set aside</source>
        <translation>le premier enregistrement de la chaîne de l&apos;appareil {device} sur le serveur que sa clé n&apos;a pas signé (ou une récupération) est à la position {refused}, pas {first} : rien n&apos;a été mis de côté</translation>
    </message>
    <message>
        <source>the server {describe} refused to set the records aside: {first_line}</source>
        <translation>le serveur {describe} a refusé de mettre les enregistrements de côté : {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} keeps its text in {encoding}: FloorDesk needs a UTF8 database (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</source>
        <translation>le serveur {describe} garde son texte en {encoding} : FloorDesk a besoin d&apos;une base UTF8 (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</translation>
    </message>
    <message>
        <source>the server {describe} refused to set up FloorDesk&apos;s schema: {error}</source>
        <translation>le serveur {describe} a refusé d&apos;installer le schéma de FloorDesk : {error}</translation>
    </message>
    <message>
        <source>the server {describe} has no FloorDesk schema: set it up with `floordesk server init DSN`</source>
        <translation>le serveur {describe} n&apos;a pas de schéma FloorDesk : installez-le avec `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>the server {describe} holds schema {found}, older than this FloorDesk&apos;s {server_schema_version}: migrate it with `floordesk server init DSN`</source>
        <translation>le serveur {describe} a le schéma {found}, plus ancien que le {server_schema_version} de ce FloorDesk : migrez-le avec `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>is not FloorDesk&apos;s server setting ({error})</source>
        <translation>n&apos;est pas le réglage de serveur de FloorDesk ({error})</translation>
    </message>
    <message>
        <source>the connection to {describe} was lost ({first_line}): what was sent is kept, and the next synchronisation goes on from there</source>
        <translation>la connexion à {describe} a été perdue ({first_line}) : ce qui a été envoyé est gardé, et la prochaine synchronisation reprend de là</translation>
    </message>
    <message>
        <source>the server {describe} refused the synchronisation: {first_line}</source>
        <translation>le serveur {describe} a refusé la synchronisation : {first_line}</translation>
    </message>
    <message>
        <source>the server refused this laptop&apos;s records: {first_line}</source>
        <translation>le serveur a refusé les enregistrements de cet ordinateur : {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read to the end: {first_line}</source>
        <translation>le serveur {describe} n&apos;a pas pu être lu jusqu&apos;au bout : {first_line}</translation>
    </message>
    <message>
        <source>{path} is not a FloorDesk device key</source>
        <translation>{path} n&apos;est pas une clé d&apos;appareil FloorDesk</translation>
    </message>
    <message>
        <source>must be 4 to 12 digits</source>
        <translation>doit faire de 4 à 12 chiffres</translation>
    </message>
    <message>
        <source>no staff member with id {staff_uid}</source>
        <translation>aucun membre du personnel d&apos;id {staff_uid}</translation>
    </message>
    <message>
        <source>{name} is deactivated</source>
        <translation>{name} est désactivé</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <translation>{first} ou {then}</translation>
    </message>
    <message>
        <source>only {allowed} may {action}</source>
        <translation>seul {allowed} peut {action}</translation>
    </message>
    <message>
        <source>{name} is {role}: {only}</source>
        <translation>{name} est {role} : {only}</translation>
    </message>
    <message>
        <source>checking a PIN</source>
        <translation>la vérification d&apos;un PIN</translation>
    </message>
    <message>
        <source>{name} has no PIN on this laptop yet: an administrator must set one</source>
        <translation>{name} n&apos;a pas encore de PIN sur cet ordinateur : un administrateur doit en définir un</translation>
    </message>
    <message>
        <source>that is not {name}&apos;s PIN</source>
        <translation>ce n&apos;est pas le PIN de {name}</translation>
    </message>
    <message>
        <source>creating the first administrator</source>
        <translation>la création du premier administrateur</translation>
    </message>
    <message>
        <source>staff can already sign in on this laptop: an administrator must add accounts</source>
        <translation>le personnel peut déjà se connecter sur cet ordinateur : un administrateur doit ajouter les comptes</translation>
    </message>
    <message>
        <source>adding a staff member</source>
        <translation>l&apos;ajout d&apos;un membre du personnel</translation>
    </message>
    <message>
        <source>changing a staff account</source>
        <translation>la modification d&apos;un compte du personnel</translation>
    </message>
    <message>
        <source>{name} is the last active administrator: appoint another one first</source>
        <translation>{name} est le dernier administrateur actif : nommez-en d&apos;abord un autre</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>doit être l&apos;un de {join}</translation>
    </message>
    <message>
        <source>registering the event</source>
        <translation>l&apos;enregistrement du tournoi</translation>
    </message>
    <message>
        <source>no event with id {event_uid}</source>
        <translation>aucun tournoi d&apos;id {event_uid}</translation>
    </message>
    <message>
        <source>recording the event change</source>
        <translation>l&apos;enregistrement du changement du tournoi</translation>
    </message>
    <message>
        <source>event #{number} was cancelled: it cannot be changed any more</source>
        <translation>le tournoi n° {number} a été annulé : il ne peut plus être modifié</translation>
    </message>
    <message>
        <source>must not be before starts_on</source>
        <translation>ne doit pas être avant starts_on</translation>
    </message>
    <message>
        <source>must not be after ends_on</source>
        <translation>ne doit pas être après ends_on</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>doit être une date écrite AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>an event is cancelled with cancel_event (rule 45), not by its status</source>
        <translation>un tournoi s&apos;annule avec cancel_event (règle 45), pas par son état</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>doit faire au plus {limit} caractères</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>ne doit pas contenir de caractère NUL</translation>
    </message>
    <message>
        <source>must be valid Unicode text</source>
        <translation>doit être du texte Unicode valide</translation>
    </message>
    <message>
        <source>must be a record id (32 hexadecimal digits)</source>
        <translation>doit être un id d&apos;enregistrement (32 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>must be at most {JSON_MAX} characters of JSON</source>
        <translation>doit faire au plus {JSON_MAX} caractères de JSON</translation>
    </message>
    <message>
        <source>must have at most {max_items} items</source>
        <translation>doit avoir au plus {max_items} éléments</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>ne doit pas être null</translation>
    </message>
    <message>
        <source>recording a witnessed head</source>
        <translation>l&apos;enregistrement d&apos;une tête attestée</translation>
    </message>
    <message>
        <source>this log does not hold that record with that hash: nothing to witness</source>
        <translation>ce journal ne contient pas cet enregistrement avec cette empreinte : rien à attester</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>le dossier {parent} n&apos;existe pas</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to export to</source>
        <translation>{target} est un dossier ; nommez un fichier où exporter</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to export to</source>
        <translation>{target} n&apos;est pas un fichier ordinaire (un périphérique ou un tube) ; nommez un fichier où exporter</translation>
    </message>
    <message>
        <source>{target} would overwrite the incident log; name another file to export to</source>
        <translation>{target} écraserait le journal des incidents ; nommez un autre fichier où exporter</translation>
    </message>
    <message>
        <source>records are out of chain order</source>
        <translation>les enregistrements ne sont pas dans l&apos;ordre de la chaîne</translation>
    </message>
    <message>
        <source>{name} {fields}: is not the record that the next record of its chain (line {number}) follows: its signature or its content was changed (damaged or altered)</source>
        <translation>{name} {fields} : n&apos;est pas l&apos;enregistrement que suit l&apos;enregistrement suivant de sa chaîne (ligne {number}) : sa signature ou son contenu a été modifié (endommagé ou altéré)</translation>
    </message>
    <message>
        <source>names a {target_type} ({target_uid}) that is neither in the file nor the log</source>
        <translation>nomme un {target_type} ({target_uid}) qui n&apos;est ni dans le fichier ni dans le journal</translation>
    </message>
    <message>
        <source>{name} changed while it was being imported. Nothing was imported.</source>
        <translation>{name} a changé pendant son importation. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>is not a valid {record_type} ({error})</source>
        <translation>n&apos;est pas un {record_type} valide ({error})</translation>
    </message>
    <message>
        <source>belongs to this laptop&apos;s own chain, which only this laptop writes (a forged record?)</source>
        <translation>appartient à la chaîne propre de cet ordinateur, que lui seul écrit (un enregistrement falsifié ?)</translation>
    </message>
    <message>
        <source>{name} {fields} is dated {fields2}, more than {value:.0f} minutes past this laptop&apos;s clock (set the clocks right)</source>
        <translation>{name} {fields} est daté {fields2}, plus de {value:.0f} minutes après l&apos;horloge de cet ordinateur (réglez les horloges)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed by its key: they are not imported</source>
        <translation>les enregistrements de l&apos;appareil {label} ne sont pas signés par sa clé : ils ne sont pas importés</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key whose approval was {describe} (fingerprint {fingerprint}). Its records already in this log stay; nothing new from it is imported. Nothing was imported.</source>
        <translation>{name} : les enregistrements de l&apos;appareil {label} sont signés par une clé dont l&apos;approbation a été {describe} (empreinte {fingerprint}). Ses enregistrements déjà dans ce journal restent ; rien de nouveau n&apos;en est importé. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}). An administrator compares it with the one `floordesk log devices` shows on that laptop, then approves it (`floordesk log approve {fingerprint} --by NAME`). Nothing was imported.</source>
        <translation>{name} : les enregistrements de l&apos;appareil {label} sont signés par une clé que ce journal n&apos;a pas approuvée (empreinte {fingerprint}). Un administrateur la compare à celle que `floordesk log devices` montre sur cet ordinateur, puis l&apos;approuve (`floordesk log approve {fingerprint} --by NAME`). Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>{name} line {number}: position {seq} of device {device} holds a different record in this log (was a log file copied to a second laptop?). Nothing was imported.</source>
        <translation>{name} ligne {number} : la position {seq} de l&apos;appareil {device} contient un autre enregistrement dans ce journal (un fichier journal copié sur un second ordinateur ?). Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>is first in its chain but names a predecessor</source>
        <translation>est premier de sa chaîne mais nomme un prédécesseur</translation>
    </message>
    <message>
        <source>{name} line {number}: it does not follow this log&apos;s record at position {value} of device {device}: the two logs disagree. Nothing was imported.</source>
        <translation>{name} ligne {number} : ne suit pas l&apos;enregistrement de ce journal à la position {value} de l&apos;appareil {device} : les deux journaux divergent. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>{name} line {number}: this log&apos;s record at position {after} of device {segment} does not follow it: the two logs disagree. Nothing was imported.</source>
        <translation>{name} ligne {number} : l&apos;enregistrement de ce journal à la position {after} de l&apos;appareil {segment} ne la suit pas : les deux journaux divergent. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>is longer than {value} MiB: not a line FloorDesk writes</source>
        <translation>dépasse {value} Mio : ce n&apos;est pas une ligne écrite par FloorDesk</translation>
    </message>
    <message>
        <source>is not a line of JSON ({error})</source>
        <translation>n&apos;est pas une ligne de JSON ({error})</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>follows the closing line</source>
        <translation>suit la ligne de clôture</translation>
    </message>
    <message>
        <source>says {get} records, but the file holds {count}</source>
        <translation>annonce {get} enregistrements, mais le fichier en contient {count}</translation>
    </message>
    <message>
        <source>is incomplete: it has no closing line (cut short?). Nothing was imported.</source>
        <translation>est incomplet : il n&apos;a pas de ligne de clôture (tronqué ?). Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>has an unknown record type {get!r}</source>
        <translation>a un type d&apos;enregistrement inconnu {get!r}</translation>
    </message>
    <message>
        <source>has a signature that is not hexadecimal</source>
        <translation>a une signature qui n&apos;est pas hexadécimale</translation>
    </message>
    <message>
        <source>has no valid device and chain position</source>
        <translation>n&apos;a pas d&apos;appareil ni de position de chaîne valides</translation>
    </message>
    <message>
        <source>has no valid hashes or fields</source>
        <translation>n&apos;a pas d&apos;empreintes ni de champs valides</translation>
    </message>
    <message>
        <source>has not the fields of a {name} ({join})</source>
        <translation>n&apos;a pas les champs d&apos;un {name} ({join})</translation>
    </message>
    <message>
        <source>has no uid</source>
        <translation>n&apos;a pas d&apos;uid</translation>
    </message>
    <message>
        <source>field {column} holds a NUL character</source>
        <translation>le champ {column} contient un caractère NUL</translation>
    </message>
    <message>
        <source>field {column} holds a lone surrogate, not Unicode text</source>
        <translation>le champ {column} contient un substitut isolé, pas du texte Unicode</translation>
    </message>
    <message>
        <source>field {column} holds a whole number too large to store</source>
        <translation>le champ {column} contient un nombre entier trop grand pour être stocké</translation>
    </message>
    <message>
        <source>field {column} holds {name__}, not text or a whole number</source>
        <translation>le champ {column} contient {name__}, ni texte ni nombre entier</translation>
    </message>
    <message>
        <source>{name} {uid}: its content does not match its hash (damaged or altered)</source>
        <translation>{name} {uid} : son contenu ne correspond pas à son empreinte (endommagé ou altéré)</translation>
    </message>
    <message>
        <source>cannot be read: {value}</source>
        <translation>ne peut pas être lu : {value}</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a folder): nothing to import</source>
        <translation>n&apos;est pas un fichier ordinaire (un périphérique, un tube ou un dossier) : rien à importer</translation>
    </message>
    <message>
        <source>is larger than {value} GiB: not an export FloorDesk writes</source>
        <translation>dépasse {value} Gio : ce n&apos;est pas un export écrit par FloorDesk</translation>
    </message>
    <message>
        <source>is not the header of a FloorDesk log export</source>
        <translation>n&apos;est pas l&apos;en-tête d&apos;un export de journal FloorDesk</translation>
    </message>
    <message>
        <source>is an export from before FloorDesk signed records: export it again there</source>
        <translation>est un export d&apos;avant la signature des enregistrements par FloorDesk : exportez-le à nouveau là-bas</translation>
    </message>
    <message>
        <source>has no format version or schema number</source>
        <translation>n&apos;a ni version de format ni numéro de schéma</translation>
    </message>
    <message>
        <source>the export was written by a newer FloorDesk (format {version}, schema {schema}; this version reads format {FORMAT_VERSION}, schema {schema_version}). Update FloorDesk to import it.</source>
        <translation>l&apos;export a été écrit par un FloorDesk plus récent (format {version}, schéma {schema} ; cette version lit le format {FORMAT_VERSION}, schéma {schema_version}). Mettez FloorDesk à jour pour l&apos;importer.</translation>
    </message>
    <message>
        <source>its uid is not a record id</source>
        <translation>son uid n&apos;est pas un identifiant d&apos;enregistrement</translation>
    </message>
    <message>
        <source>is not what FloorDesk writes ({problem})</source>
        <translation>n&apos;est pas ce qu&apos;écrit FloorDesk ({problem})</translation>
    </message>
    <message>
        <source>its time is not written as FloorDesk writes it</source>
        <translation>son heure n&apos;est pas écrite comme FloorDesk l&apos;écrit</translation>
    </message>
    <message>
        <source>its local time and its UTC time disagree</source>
        <translation>son heure locale et son heure UTC ne concordent pas</translation>
    </message>
    <message>
        <source>its device id is not what FloorDesk would have written</source>
        <translation>son identifiant d&apos;appareil n&apos;est pas ce qu&apos;aurait écrit FloorDesk</translation>
    </message>
    <message>
        <source>its content is not what FloorDesk would have written</source>
        <translation>son contenu n&apos;est pas ce qu&apos;aurait écrit FloorDesk</translation>
    </message>
    <message>
        <source>its changes are not what FloorDesk would have written</source>
        <translation>ses modifications ne sont pas ce qu&apos;aurait écrit FloorDesk</translation>
    </message>
    <message>
        <source>its source is not what FloorDesk would have written</source>
        <translation>sa source n&apos;est pas ce qu&apos;aurait écrit FloorDesk</translation>
    </message>
    <message>
        <source>its {field} is not trimmed text</source>
        <translation>son champ {field} n&apos;est pas un texte épuré</translation>
    </message>
    <message>
        <source>its public key is not 32 bytes of hex</source>
        <translation>sa clé publique n&apos;est pas 32 octets en hexadécimal</translation>
    </message>
    <message>
        <source>a recovery names both who recovered and why</source>
        <translation>une reprise indique à la fois qui l&apos;a faite et pourquoi</translation>
    </message>
    <message>
        <source>its backup&apos;s chain head is not what FloorDesk writes</source>
        <translation>la tête de chaîne de sa sauvegarde n&apos;est pas ce qu&apos;écrit FloorDesk</translation>
    </message>
    <message>
        <source>its manifest hash is not 64 hex digits</source>
        <translation>l&apos;empreinte de son manifeste n&apos;est pas 64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>its period is not what FloorDesk writes</source>
        <translation>sa période n&apos;est pas ce qu&apos;écrit FloorDesk</translation>
    </message>
    <message>
        <source>its retention is not 1 to {most} years</source>
        <translation>sa conservation n&apos;est pas de 1 à {most} ans</translation>
    </message>
    <message>
        <source>its video retention is not {low} to {high} days</source>
        <translation>sa conservation des vidéos n&apos;est pas de {low} à {high} jours</translation>
    </message>
    <message>
        <source>its second reviewer&apos;s setting is not 0 or 1</source>
        <translation>son réglage du second vérificateur n&apos;est ni 0 ni 1</translation>
    </message>
    <message>
        <source>its fingerprint is not 32 hex digits</source>
        <translation>son empreinte n&apos;est pas 32 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>its table has not {fewest} to {most} seats</source>
        <translation>sa table n&apos;a pas de {fewest} à {most} sièges</translation>
    </message>
    <message>
        <source>its changes are not a JSON object</source>
        <translation>ses modifications ne sont pas un objet JSON</translation>
    </message>
    <message>
        <source>its segments are not what FloorDesk writes</source>
        <translation>ses segments ne sont pas ce qu&apos;écrit FloorDesk</translation>
    </message>
    <message>
        <source>its counts are not what FloorDesk writes</source>
        <translation>ses décomptes ne sont pas ce qu&apos;écrit FloorDesk</translation>
    </message>
    <message>
        <source>its record or device is not a record id</source>
        <translation>son enregistrement ou son appareil n&apos;est pas un identifiant d&apos;enregistrement</translation>
    </message>
    <message>
        <source>its chain position or hash is not what FloorDesk writes</source>
        <translation>sa position dans la chaîne ou son empreinte n&apos;est pas ce qu&apos;écrit FloorDesk</translation>
    </message>
    <message>
        <source>{name} had no PIN on device {device} at this point of its chain: they could not have signed it there</source>
        <translation>{name} n&apos;avait pas de PIN sur l&apos;appareil {device} à ce point de sa chaîne : cette personne n&apos;a pas pu signer là</translation>
    </message>
    <message>
        <source>a staff member nobody added</source>
        <translation>un membre du personnel que personne n&apos;a ajouté</translation>
    </message>
    <message>
        <source>an amendment of a kind FloorDesk does not write ({kind!r})</source>
        <translation>une modification d&apos;un type que FloorDesk n&apos;écrit pas ({kind!r})</translation>
    </message>
    <message>
        <source>{name} had no account yet at {when}</source>
        <translation>{name} n&apos;avait pas encore de compte le {when}</translation>
    </message>
    <message>
        <source>{name} was deactivated at {when}</source>
        <translation>{name} était désactivé le {when}</translation>
    </message>
    <message>
        <source>{name} was {role} at {when}: not allowed to {action}</source>
        <translation>{name} était {role} le {when} : non autorisé à {action}</translation>
    </message>
    <message>
        <source>must not hold NaN or infinity</source>
        <translation>ne doit contenir ni NaN ni l&apos;infini</translation>
    </message>
    <message>
        <source>must have text keys only</source>
        <translation>ne doit avoir que des clés textuelles</translation>
    </message>
    <message>
        <source>must hold JSON data only, not a {kind}</source>
        <translation>ne doit contenir que des données JSON, pas un {kind}</translation>
    </message>
</context>
<context>
    <name>sync</name>
    <message>
        <source>Send this laptop&apos;s records to the server and receive the other laptops&apos;.</source>
        <translation>Envoyer les enregistrements de cet ordinateur au serveur et recevoir ceux des autres ordinateurs.</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 something was refused; 2 bad input; 3 the log or the server could not be used.</source>
        <translation>Code de sortie : 0 fait ; 1 quelque chose a été refusé ; 2 saisie invalide ; 3 le journal ou le serveur n&apos;a pas pu être utilisé.</translation>
    </message>
    <message>
        <source>this server (default: `server use`&apos;s)</source>
        <translation>ce serveur (par défaut : celui de `server use`)</translation>
    </message>
    <message>
        <source>who receives (any floor member)</source>
        <translation>qui reçoit (tout membre du floor)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>lire le PIN sur la première ligne de ce fichier, pas au terminal</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>afficher un objet JSON au lieu du texte</translation>
    </message>
    <message>
        <source>no server is set: give --server DSN or keep one (`floordesk server use`)</source>
        <translation>aucun serveur n&apos;est défini : donnez --server DSN ou gardez-en un (`floordesk server use`)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>il n&apos;y a pas encore de journal des incidents dans {database}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>va avec --by NAME</translation>
    </message>
    <message>
        <source>receiving needs a floor member signed in: give --by NAME
</source>
        <translation>la réception exige un membre du floor connecté : donnez --by NOM
</translation>
    </message>
    <message>
        <source>the records of device {label} from position {seq} are not received: {why}</source>
        <translation>les enregistrements de l&apos;appareil {label} à partir de la position {seq} ne sont pas reçus : {why}</translation>
    </message>
    <message>
        <source>{recovery}: its key is another laptop&apos;s, so it is not received</source>
        <translation>{recovery} : sa clé est celle d&apos;un autre ordinateur, elle n&apos;est donc pas reçue</translation>
    </message>
    <message>
        <source>{recovery}. They wait until an administrator here compares that fingerprint with the one that laptop shows and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>{recovery}. Ils attendent qu&apos;un administrateur d&apos;ici compare cette empreinte avec celle qu&apos;affiche cet ordinateur et l&apos;approuve (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed: they are not received</source>
        <translation>les enregistrements de l&apos;appareil {label} ne sont pas signés : ils ne sont pas reçus</translation>
    </message>
    <message>
        <source>the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}): an administrator compares it with that laptop&apos;s and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>les enregistrements de l&apos;appareil {label} sont signés par une clé que ce journal n&apos;a pas approuvée (empreinte {fingerprint}) : un administrateur la compare avec celle de cet ordinateur et l&apos;approuve (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} were not merged: {why}</source>
        <translation>les enregistrements de l&apos;appareil {label} n&apos;ont pas été fusionnés : {why}</translation>
    </message>
    <message numerus="yes">
        <source>the server holds %n later record(s) of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</source>
        <translation>
            <numerusform>le serveur détient %n enregistrement ultérieur de la chaîne de cet ordinateur, signé par sa clé, qui manque à ce journal : une bifurcation, ce journal étant plus ancien que celui qui l&apos;a envoyé (restauré d&apos;une sauvegarde plus ancienne, ou ce journal et sa clé copiés sur un second ordinateur). Rien n&apos;a été envoyé. Pour rétablir, restaurez la sauvegarde la plus récente de cet ordinateur, ou continuez avec l&apos;ordinateur qui détient cet enregistrement</numerusform>
            <numerusform>le serveur détient %n enregistrements ultérieurs de la chaîne de cet ordinateur, signés par sa clé, qui manquent à ce journal : une bifurcation, ce journal étant plus ancien que celui qui les a envoyés (restauré d&apos;une sauvegarde plus ancienne, ou ce journal et sa clé copiés sur un second ordinateur). Rien n&apos;a été envoyé. Pour rétablir, restaurez la sauvegarde la plus récente de cet ordinateur, ou continuez avec l&apos;ordinateur qui détient ces enregistrements</numerusform>
        </translation>
    </message>
    <message>
        <source>the server&apos;s copy of this laptop&apos;s chain holds records from position {first} that this laptop did not sign ({why}): a fork planted with the floor&apos;s shared credentials or by the database&apos;s owner. Nothing was sent; this log keeps every record. To recover, the server&apos;s administrator sets them aside with the database owner&apos;s credentials (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), then this laptop sends again</source>
        <translation>la copie de la chaîne de cet ordinateur sur le serveur contient, à partir de la position {first}, des enregistrements que cet ordinateur n&apos;a pas signés ({why}) : une bifurcation posée avec les identifiants partagés du floor ou par le propriétaire de la base. Rien n&apos;a été envoyé ; ce journal garde chaque enregistrement. Pour rétablir, l&apos;administrateur du serveur les met de côté avec les identifiants du propriétaire de la base (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), puis cet ordinateur envoie de nouveau</translation>
    </message>
    <message>
        <source>the server holds another record at position {first} of this laptop&apos;s chain, signed by this laptop&apos;s key: a fork, this log and its key having been copied to a second laptop that sent first. Nothing was sent. Only one laptop may write a chain: keep this log for the record (`floordesk log export FILE`), and give this laptop a new data folder, so that it starts a chain of its own whose key an administrator approves</source>
        <translation>le serveur détient un autre enregistrement à la position {first} de la chaîne de cet ordinateur, signé par la clé de cet ordinateur : une bifurcation, ce journal et sa clé ayant été copiés sur un second ordinateur qui a envoyé le premier. Rien n&apos;a été envoyé. Un seul ordinateur peut écrire une chaîne : gardez ce journal pour mémoire (`floordesk log export FILE`) et donnez à cet ordinateur un nouveau dossier de données, pour qu&apos;il commence sa propre chaîne, dont un administrateur approuve la clé</translation>
    </message>
    <message>
        <source>{recovery}, a key that is not this laptop&apos;s</source>
        <translation>{recovery}, une clé qui n&apos;est pas celle de cet ordinateur</translation>
    </message>
    <message>
        <source>sent {sent}, received {received}</source>
        <translation>{sent} envoyés, {received} reçus</translation>
    </message>
    <message>
        <source>{count} still to receive</source>
        <translation>{count} encore à recevoir</translation>
    </message>
    <message>
        <source>{count} still to send</source>
        <translation>{count} encore à envoyer</translation>
    </message>
    <message>
        <source>breaks in custody received: {breaks}</source>
        <translation>ruptures de la chaîne de garde reçues : {breaks}</translation>
    </message>
    <message>
        <source>refused: {refusals}</source>
        <translation>refusé : {refusals}</translation>
    </message>
    <message>
        <source>this laptop&apos;s records from position {seq}: the server refused them as a fork ({refusal})</source>
        <translation>les enregistrements de cet ordinateur à partir de la position {seq} : le serveur les a refusés comme bifurcation ({refusal})</translation>
    </message>
    <message numerus="yes">
        <source>the server lacks this laptop&apos;s records at %n position(s) of its chain, from position {seq}, and refused them again ({refusal})</source>
        <translation>
            <numerusform>il manque au serveur l&apos;enregistrement de cet ordinateur à %n position de sa chaîne, la position {seq}, et il l&apos;a de nouveau refusé ({refusal})</numerusform>
            <numerusform>il manque au serveur les enregistrements de cet ordinateur à %n positions de sa chaîne, à partir de la position {seq}, et il les a de nouveau refusés ({refusal})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_admin</name>
    <message>
        <source>Break table</source>
        <translation>Casser la table</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Déplacer</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Rename {table}</source>
        <translation>Renommer {table}</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Re&amp;move (empty table)</source>
        <translation>&amp;Supprimer (table vide)</translation>
    </message>
    <message>
        <source>&amp;Break table…</source>
        <translation>&amp;Casser la table…</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>its approval was revoked</source>
        <translation>son approbation a été révoquée</translation>
    </message>
    <message>
        <source>it was approved only later</source>
        <translation>elle n&apos;a été approuvée que plus tard</translation>
    </message>
    <message>
        <source>a new key ({fingerprint}) took over the chain, the old one lost</source>
        <translation>une nouvelle clé ({fingerprint}) a repris la chaîne, l&apos;ancienne perdue</translation>
    </message>
    <message>
        <source>a key ({fingerprint}) took over a chain its records were written without</source>
        <translation>une clé ({fingerprint}) a repris une chaîne dont les enregistrements ont été écrits sans clé</translation>
    </message>
    <message>
        <source>a backup was restored</source>
        <translation>une sauvegarde a été restaurée</translation>
    </message>
    <message>
        <source>position {seq} of the chain of device {device}: {what}, {when} by {by}: {reason}</source>
        <translation>position {seq} de la chaîne de l&apos;appareil {device} : {what}, le {when} par {by} : {reason}</translation>
    </message>
    <message>
        <source>its chain&apos;s first key record comes after signed records: it is not the key that signed them</source>
        <translation>le premier enregistrement de clé de sa chaîne vient après des enregistrements signés : ce n&apos;est pas la clé qui les a signés</translation>
    </message>
    <message numerus="yes">
        <source>{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)</source>
        <translation>
            <numerusform>{reason} (sauvegarde {backup} ; %n enregistrement ultérieur du journal remplacé repris)</numerusform>
            <numerusform>{reason} (sauvegarde {backup} ; %n enregistrements ultérieurs du journal remplacé repris)</numerusform>
        </translation>
    </message>
    <message>
        <source>the full-text index is damaged or out of step with the log ({error})</source>
        <translation>l&apos;index plein texte est endommagé ou décalé par rapport au journal ({error})</translation>
    </message>
    <message>
        <source>`floordesk log reindex` makes the index again from the records</source>
        <translation>`floordesk log reindex` refait l&apos;index à partir des enregistrements</translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}</source>
        <translation>
            <numerusform>il manque à l&apos;index plein texte le document de recherche de %n incident ({uids}) : {remedy}</numerusform>
            <numerusform>il manque à l&apos;index plein texte les documents de recherche de %n incidents ({uids}) : {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}</source>
        <translation>
            <numerusform>l&apos;index plein texte donne pour remplacé le document de recherche de %n incident ({uids}) : {remedy}</numerusform>
            <numerusform>l&apos;index plein texte donne pour remplacés les documents de recherche de %n incidents ({uids}) : {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): {remedy}</source>
        <translation>
            <numerusform>l&apos;index plein texte contient des mots de filtre de %n incident qui ne sont pas sa table et ses joueurs listés ({uids}) : {remedy}</numerusform>
            <numerusform>l&apos;index plein texte contient des mots de filtre de %n incidents qui ne sont pas leur table et leurs joueurs listés ({uids}) : {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in the full-text index belong to no incident: {remedy}</source>
        <translation>
            <numerusform>%n document de l&apos;index plein texte n&apos;appartient à aucun incident : {remedy}</numerusform>
            <numerusform>%n documents de l&apos;index plein texte n&apos;appartiennent à aucun incident : {remedy}</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} et {more} autres</translation>
    </message>
    <message>
        <source>its key record is not signed by the key before it ({fingerprint}): a key change not signed by the key before it, nor an administrator&apos;s recovery, is tampering and changes nothing</source>
        <translation>son enregistrement de clé n&apos;est pas signé par la clé précédente ({fingerprint}) : un changement de clé que ni la clé précédente ne signe ni un administrateur ne reprend est une falsification et ne change rien</translation>
    </message>
    <message>
        <source>its key record is not signed by the key it names: a key record nobody signed is tampering</source>
        <translation>son enregistrement de clé n&apos;est pas signé par la clé qu&apos;il nomme : un enregistrement de clé que personne n&apos;a signé est une falsification</translation>
    </message>
    <message>
        <source>its recovery does not say who recovered and why</source>
        <translation>sa reprise ne dit pas qui l&apos;a faite ni pourquoi</translation>
    </message>
    <message>
        <source>its recovery follows a record the old key does not sign: a recovery continues an intact chain only, and the chain before it was changed</source>
        <translation>sa reprise suit un enregistrement que l&apos;ancienne clé ne signe pas : une reprise ne prolonge qu&apos;une chaîne intacte, et la chaîne d&apos;avant a été modifiée</translation>
    </message>
    <message>
        <source>position {seq}: a recovery: a new key took over the chain (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>position {seq} : une reprise : une nouvelle clé a repris la chaîne (empreinte {fingerprint}), par {by} : {reason}</translation>
    </message>
    <message>
        <source>position {seq}: an adoption (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>position {seq} : une adoption (empreinte {fingerprint}), par {by} : {reason}</translation>
    </message>
    <message>
        <source>device {label}, {custody_break}</source>
        <translation>appareil {label}, {custody_break}</translation>
    </message>
    <message>
        <source>the record at position {seq} is missing (a hole on the server)</source>
        <translation>l&apos;enregistrement à la position {seq} manque (un trou sur le serveur)</translation>
    </message>
    <message>
        <source>the records at positions {first} to {last} are missing (a hole on the server)</source>
        <translation>les enregistrements des positions {first} à {last} manquent (un trou sur le serveur)</translation>
    </message>
    <message>
        <source>it does not link to the record before it (the chain was changed on the server)</source>
        <translation>il ne se rattache pas à l&apos;enregistrement précédent (la chaîne a été modifiée sur le serveur)</translation>
    </message>
    <message>
        <source>it is dated {dated}, more than {minutes} minutes ahead (the clock of the laptop that wrote it runs fast)</source>
        <translation>il est daté du {dated}, plus de {minutes} minutes en avance (l&apos;horloge de l&apos;ordinateur qui l&apos;a écrit avance)</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s first key ({fingerprint})</source>
        <translation>il n&apos;est pas signé par la première clé de son appareil ({fingerprint})</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s key in force there ({fingerprint}): rehashed or forged on the server</source>
        <translation>il n&apos;est pas signé par la clé de son appareil en vigueur à cet endroit ({fingerprint}) : ré-haché ou falsifié sur le serveur</translation>
    </message>
    <message>
        <source>its chain declares no key: nothing vouches for it</source>
        <translation>sa chaîne ne déclare aucune clé : rien ne le garantit</translation>
    </message>
    <message>
        <source>its fields cannot be read ({error})</source>
        <translation>ses champs ne peuvent pas être lus ({error})</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s</source>
        <translation>ses champs ne sont pas ceux d&apos;un enregistrement</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of record</source>
        <translation>{kind!r} n&apos;est pas un type d&apos;enregistrement</translation>
    </message>
    <message>
        <source>its content does not match its hash (changed on the server)</source>
        <translation>son contenu ne correspond pas à son empreinte (modifié sur le serveur)</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s ({error})</source>
        <translation>ses champs ne sont pas ceux d&apos;un enregistrement ({error})</translation>
    </message>
    <message>
        <source>it has no time</source>
        <translation>il n&apos;a pas d&apos;heure</translation>
    </message>
    <message>
        <source>{kind} {uid}: {message}</source>
        <translation>{kind} {uid} : {message}</translation>
    </message>
    <message>
        <source>{kind} {uid} (position {seq} in the chain of device {device}): {message}</source>
        <translation>{kind} {uid} (position {seq} dans la chaîne de l&apos;appareil {device}) : {message}</translation>
    </message>
    <message>
        <source>verification cancelled</source>
        <translation>vérification annulée</translation>
    </message>
    <message>
        <source>the listing is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>la liste est endommagée (`floordesk log reindex` la refait à partir des enregistrements)</translation>
    </message>
    <message>
        <source>the precedents&apos; index is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>l&apos;index des précédents est endommagé (`floordesk log reindex` le refait à partir des enregistrements)</translation>
    </message>
    <message>
        <source>its listed facts are not what its records give: {remedy}</source>
        <translation>ses données listées ne sont pas celles que donnent ses enregistrements : {remedy}</translation>
    </message>
    <message>
        <source>is listed, but the log holds no such incident: {remedy}</source>
        <translation>figure dans la liste, mais le journal ne contient aucun incident de ce nom : {remedy}</translation>
    </message>
    <message>
        <source>is not listed under the players its records name: {remedy}</source>
        <translation>ne figure pas sous les joueurs que nomment ses enregistrements : {remedy}</translation>
    </message>
    <message>
        <source>the players&apos; listings hold incidents that are not listed: {remedy}</source>
        <translation>les listes des joueurs contiennent des incidents qui ne figurent pas dans la liste : {remedy}</translation>
    </message>
    <message>
        <source>is not among the precedents its records give: {remedy}</source>
        <translation>ne figure pas parmi les précédents que donnent ses enregistrements : {remedy}</translation>
    </message>
    <message>
        <source>the precedents hold rulings that are not listed: {remedy}</source>
        <translation>les précédents contiennent des décisions qui ne figurent pas dans la liste : {remedy}</translation>
    </message>
    <message>
        <source>{kind} {name} is not what FloorDesk&apos;s migrations make: the schema was changed</source>
        <translation>{kind} {name} n&apos;est pas ce que créent les migrations de FloorDesk : le schéma a été modifié</translation>
    </message>
    <message>
        <source>{kind} {name} was not what FloorDesk&apos;s migrations make when the log was migrated from schema {found} to {migrated} ({when}): the schema had been changed; the copy {copy} holds it as it was</source>
        <translation>{kind} {name} n&apos;était pas ce que créent les migrations de FloorDesk quand le journal a été migré du schéma {found} au {migrated} ({when}) : le schéma avait été modifié ; la copie {copy} le garde tel qu&apos;il était</translation>
    </message>
    <message>
        <source>has no place in any chain</source>
        <translation>n&apos;a de place dans aucune chaîne</translation>
    </message>
    <message>
        <source>the chain holds it as a {chained}, but it is a {kind}</source>
        <translation>la chaîne le tient pour un {chained}, mais c&apos;est un {kind}</translation>
    </message>
    <message>
        <source>its content does not match its hash: it was changed after it was written</source>
        <translation>son contenu ne correspond pas à son empreinte : il a été modifié après avoir été écrit</translation>
    </message>
    <message>
        <source>its record is missing from the log</source>
        <translation>son enregistrement manque dans le journal</translation>
    </message>
    <message>
        <source>it is first in its chain but names a predecessor</source>
        <translation>il est le premier de sa chaîne mais nomme un prédécesseur</translation>
    </message>
    <message>
        <source>it does not follow the record before it (position {seq} was changed or replaced)</source>
        <translation>il ne suit pas l&apos;enregistrement précédent (la position {seq} a été modifiée ou remplacée)</translation>
    </message>
    <message>
        <source>position {positions} of this chain came in by no import of this log: they were written into the file (injected)</source>
        <translation>la position {positions} de cette chaîne n&apos;est arrivée par aucune importation de ce journal : elle a été écrite dans le fichier (injectée)</translation>
    </message>
    <message>
        <source>its device&apos;s key was not approved in this laptop&apos;s chain when the import that brought it was recorded ({why})</source>
        <translation>la clé de son appareil n&apos;était pas approuvée dans la chaîne de cet ordinateur quand l&apos;importation qui l&apos;a apporté a été enregistrée ({why})</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) it merged from device {label} (position {positions}) are missing from the log</source>
        <translation>
            <numerusform>%n enregistrement qu&apos;il a fusionné depuis l&apos;appareil {label} (position {positions}) manque dans le journal</numerusform>
            <numerusform>%n enregistrements qu&apos;il a fusionnés depuis l&apos;appareil {label} (position {positions}) manquent dans le journal</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the record that import {uid} merged at this position</source>
        <translation>ce n&apos;est pas l&apos;enregistrement que l&apos;importation {uid} a fusionné à cette position</translation>
    </message>
    <message>
        <source>import {uid}</source>
        <translation>l&apos;importation {uid}</translation>
    </message>
    <message>
        <source>the record {by} witnessed here is missing: the chain was cut short after it</source>
        <translation>l&apos;enregistrement dont {by} a témoigné ici manque : la chaîne a été raccourcie après lui</translation>
    </message>
    <message>
        <source>it is not the record {by} saw at this position: the chain was rewritten</source>
        <translation>ce n&apos;est pas l&apos;enregistrement que {by} a vu à cette position : la chaîne a été réécrite</translation>
    </message>
    <message>
        <source>no key of its device signs it (written before FloorDesk signed records?): nothing vouches for it</source>
        <translation>aucune clé de son appareil ne le signe (écrit avant que FloorDesk signe les enregistrements ?) : rien ne le garantit</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s: the chain up to here was not written by that device</source>
        <translation>sa signature n&apos;est pas celle de son appareil : la chaîne jusqu&apos;ici n&apos;a pas été écrite par cet appareil</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain is signed by a key that is not this laptop&apos;s</source>
        <translation>la chaîne de cet ordinateur est signée par une clé qui n&apos;est pas celle de cet ordinateur</translation>
    </message>
    <message>
        <source>its device&apos;s key ({fingerprint}) was never approved here</source>
        <translation>la clé de son appareil ({fingerprint}) n&apos;a jamais été approuvée ici</translation>
    </message>
    <message>
        <source>it is the first record of its run that its device did not sign: it was changed, and the chain after it hashed again, without the device&apos;s key</source>
        <translation>c&apos;est le premier enregistrement de sa série que son appareil n&apos;a pas signé : il a été modifié, et la chaîne qui suit ré-hachée, sans la clé de l&apos;appareil</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s, and the record after it was linked to another hash or signature: it was changed after that record was written (its signature altered, or its content hashed again)</source>
        <translation>sa signature n&apos;est pas celle de son appareil, et l&apos;enregistrement suivant a été rattaché à une autre empreinte ou signature : il a été modifié après l&apos;écriture de cet enregistrement (sa signature altérée, ou son contenu ré-haché)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} à {last}</translation>
    </message>
    <message>
        <source>the record before it (position {seq}) is missing from the log</source>
        <translation>l&apos;enregistrement précédent (position {seq}) manque dans le journal</translation>
    </message>
    <message>
        <source>the records before it (positions {first} to {last}) are missing from the log</source>
        <translation>les enregistrements précédents (positions {first} à {last}) manquent dans le journal</translation>
    </message>
    <message>
        <source>a printed report (its code entered {day} by {name})</source>
        <translation>un rapport imprimé (son code saisi le {day} par {name})</translation>
    </message>
</context>
<context>
    <name>wizards</name>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Siège {seat} : {player}</translation>
    </message>
</context>
</TS>

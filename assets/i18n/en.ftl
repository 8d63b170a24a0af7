# Casebook interface, English.
# Every message here must also exist in ru.ftl (a test checks both ways).

app-name = Casebook
app-description = Appeal cases, committee decisions and casebooks for contract bridge.
app-version = Version { $version }

## Menu bar

menu-file = File
menu-edit = Edit
menu-view = View
menu-help = Help
menu-language = Language
menu-theme = Theme

## Commands (menu entries)

command-quit = Quit
command-language-russian = Русский
command-language-english = English
command-theme-light = Light
command-theme-dark = Dark
command-about = About Casebook

## About window

about-title = About Casebook
about-close = Close

## Case list (left pane)

case-list-heading = Cases
case-list-search = Search
case-list-search-hint = Case number, player, law…
case-list-empty = No cases yet
case-list-empty-detail = Cases you create or import will be listed here, newest first.

case-list-no-match = Nothing found
case-list-no-match-detail = The search looks in facts, statements, rulings and commentary; words may be in any form.
case-list-row-board = board { $board }
case-list-open-failed = The database did not open

## Case status

case-status-draft = draft
case-status-heard = heard
case-status-decided = decided
case-status-reviewed = reviewed
case-status-published = published

## Case subjects

subject-break_in_tempo = break in tempo
subject-unauthorized_information = unauthorized information
subject-misinformation = misinformation
subject-failure_to_alert = failure to alert
subject-claim = claim
subject-revoke = revoke
subject-tempo_deception = tempo or manner (73F)
subject-director_error = Director error
subject-psychic = psychic call
subject-other = other

## Case editor (centre pane)

case-editor-empty = Select a case in the list or create a new one
case-editor-empty-detail = The deal, the auction, the facts, the Director's ruling and the committee's decision will be edited here.

## Law panel (right pane)

law-panel-heading = Laws and commentary
law-panel-empty = No law selected
law-panel-empty-detail = The text of the laws and the commentary for the step the committee is deciding will be shown here.
law-panel-search = Search the laws
law-panel-search-hint = a word, word* or 12C1c
law-panel-back = ← Back
law-panel-forward = Forward →
law-panel-contents = Contents
law-panel-edition = Edition
law-panel-side-by-side = 1997 | 2017 side by side
law-panel-no-counterpart = This unit has no counterpart in the other edition.
law-panel-results = { $count ->
    [one] { $count } result
   *[other] { $count } results
}
law-panel-back-to-results = ← Results for “{ $query }”
law-panel-open-reference = Open { $reference }
law-panel-no-match = Nothing found
law-panel-no-match-detail = Russian words are found in any form. For the Bulgarian 2017 text type the beginning of a word with a star: апела*.
law-panel-search-failed = The search did not run
law-source-laws-2017-bg = The 2017 Laws (Bulgarian translation)
law-source-commentary-1997-ru = The 1997 Laws with the Russian commentary
law-source-commentary-1987-ru = Commentary on the 1987 Laws 64–70
law-source-adjusted-scores-training-ru = Training material: adjusted scores
law-source-laws-ru-pages = Pages of an older Russian translation of the Laws

## Status bar

status-database = Database: { $path }
status-database-default = Default database
status-case-count = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}

## Case (centre, reading)

case-sheet-title = Case { $number }
case-sheet-board = Board { $board } · dealer { $dealer } · { $vulnerability }
case-sheet-deal = The deal
case-sheet-auction = The auction
case-sheet-result = Result at the table
case-sheet-passed-out = Passed out
case-sheet-tricks = { $tricks } tricks
case-sheet-lead = Opening lead: { $card }
case-sheet-facts = The facts
case-sheet-statements = Statements
case-sheet-ruling = The Director's ruling
case-sheet-appeal = The appeal
case-sheet-decision = The committee's decision
case-sheet-write-up = Write-up
ruling-outcome-upheld = ruling upheld
ruling-outcome-varied = ruling varied
ruling-outcome-cancelled = ruling cancelled
auction-agreement = actual agreement
auction-tempo = break in tempo
deal-hand-unknown = —
seat-n = North
seat-e = East
seat-s = South
seat-w = West
vulnerability-none = neither side vulnerable
vulnerability-ns = N–S vulnerable
vulnerability-ew = E–W vulnerable
vulnerability-all = both sides vulnerable
notice-heading = Something went wrong

# The Publish casebook window (File menu).
command-publish = Publish casebook…
publish-title = Publish the casebook
publish-year = Year
publish-reviewed-count = { $count ->
    [one] { $count } reviewed case to publish
   *[other] { $count } reviewed cases to publish
}
publish-format = Format
publish-format-html = HTML (one file, prints on A4)
publish-format-md = Markdown
publish-format-pdf = PDF
publish-file = File
publish-events = Events
publish-events-hint = all; or words of event names, comma-separated
publish-subjects = Subjects
publish-anonymize = Show players by seat and rank, not by name
publish-reprint = Include cases already published (a reprint)
publish-preview = Preview
publish-run = Publish
publish-previewing = Preparing the preview…
publish-running = Publishing…
publish-done = { $count ->
    [one] { $count } case
   *[other] { $count } cases
} written to { $path }
publish-edition = edition { $number }
publish-marked = marked published: { $count }
publish-bad-year = Give the year as four digits, e.g. 2026.
publish-no-database = The case database is not open.
publish-no-file = Give the file to write.

## Case editor: tabs, saving, the Case tab

command-undo = Undo
command-redo = Redo
command-new-case = New case
command-open-database = Open database…
open-database-unsaved = Another database is not opened while cases have unsaved edits
command-import = Import…
command-fill-from-hand-record = Fill the case from a hand record…
command-export-bundle = Export the case as a bundle…
command-export-pbn = Export the case as PBN…
import-title = Import
import-reading = Reading { $file }…
import-close = Close
import-fill = Fill the case
import-board = Board { $board }
import-pick-board = Boards of the case in the file ({ $count } records in all): choose the one that fills the case.
import-no-such-board = The file has no board { $board } ({ $count } records in it).
import-boards-done = { $count ->
    [one] One new case from the { $format } file.
   *[other] { $count } new cases from the { $format } file, one per board.
}
import-bundle-done = Case bundle: { $added } added, { $replaced } replaced by a newer revision, { $unchanged } already here, { $older } older ignored, { $conflicts } conflicts kept.
command-palette = Command palette…
palette-title = Command
palette-hint = Type part of a command's name
palette-nothing = No command has that name
editor-tab-sheet = Sheet
editor-tab-case = Case
editor-tab-board = Board
editor-board-deal = The deal
editor-board-auction = The auction
editor-board-play = The play
editor-board-result = Result at the table
editor-opening-lead = Opening lead
editor-play-record = The play, trick by trick or in words
editor-claim = Claim or concession, word for word
editor-dealer-mismatch = The auction starts with { $auction } but the board's dealer is { $dealer }: undo the last calls, or mark the dealer as the board shows it.
editor-result-entered = The result is known
editor-contract = Contract (e.g. 4HX, 3NT)
editor-declarer = Declarer
editor-tricks = Tricks won by declarer
editor-tricks-invalid = Tricks are a number from 0 to 13.
editor-ns-score = North–South score as recorded
editor-law77-score = By Law 77: NS { $score }
editor-use-law77-score = Use this score
editor-saving = Saving…
editor-saved = Saved (revision { $revision })
editor-not-saved = Not saved
editor-conflict = Someone else saved this case meanwhile (revision { $revision }). Your text is kept among the conflicts.
editor-conflict-keep-mine = Keep my text
editor-conflict-take-stored = Show their version
editor-save-refused = Not saved: { $reason }
editor-identity = Identity
editor-subjects = Subjects
editor-players = Players
editor-team-ns = North–South team or pair
editor-team-ew = East–West team or pair
editor-director = Director
editor-committee = Committee
editor-commentators = Commentators
editor-case-number = Case number
editor-year = Year
editor-tournament = Tournament
editor-event = Event
editor-session = Session or round
editor-date = Date
editor-not-given = not given
editor-scoring = Scoring
editor-hearing = Heard by
editor-law-edition = Laws
editor-profile = Regulating authority
editor-year-invalid = A year has four digits, e.g. 2024.
editor-date-invalid = Write the date as 17.03.2024 or 2024-03-17.
editor-rank = rank
editor-masterpoints = masterpoints
editor-member = Member
editor-role = role
editor-affiliation = from
editor-remove-member = Remove member
editor-add-member = Add a member
editor-commentator = Commentator
editor-about = about
editor-remove-commentator = Remove commentator
editor-add-commentator = Add a commentator
scoring-form-pairs_mp = pairs, matchpoints
scoring-form-teams_imp = teams, IMPs
scoring-form-bam = board-a-match
scoring-form-swiss_vp = Swiss, victory points
hearing-committee = appeals committee
hearing-director_panel = panel of directors
hearing-review_of_ruling = review of the ruling
committee-role-chair = chair
committee-role-scribe = scribe
committee-role-member = member

## Deal and auction editors

deal-editor-board = Board
deal-editor-law2 = Dealer { $dealer } · { $vulnerability } (Law 2)
deal-editor-as-marked = Dealer and vulnerability as marked on the board, not as Law 2 gives them
deal-editor-dealer = Dealer
deal-editor-vulnerability = Vulnerability
deal-editor-hands-hint = Spades, hearts, diamonds, clubs, separated by spaces: AKQ2 T98 - J9876 (10 or T, - for a void). When three hands have 13 cards, the fourth fills itself in.
deal-editor-hand = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} hand
deal-editor-hand-hint = AKQ2 T98 - J9876
deal-editor-completed = { $seat ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
} hand was filled in with the 13 cards left.
deal-editor-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}; a hand has 13.
deal-editor-duplicate = { $card } is in two hands: { $seat ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
} and { $other ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
}.
deal-editor-unreadable = “{ $found }” at character { $number } cannot be read: expected { $reason }.
deal-editor-unreadable-layout = “{ $found }” at character { $number } is a letter of another alphabet: switch the keyboard to Latin letters (A K Q J T).
deal-editor-ends-early = The hand ends too soon: expected { $reason }.
deal-editor-repeated = { $card } is written twice.
deal-editor-grid = Cards by suit
deal-editor-grid-to = Click a card to give it to
deal-editor-grid-full = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} already has 13 cards: click one of them to take it back first.
deal-editor-seat-letter = { $seat ->
    [N] N
    [E] E
    [S] S
   *[W] W
}
deal-editor-card-held = { $card }: { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} holds it
deal-editor-card-free = { $card }: not in any hand yet
paste-snippet = Paste PBN or LIN
paste-snippet-hint-deal = [Deal "N:AKQ2.T98..J98765 …"] or md|3S…|
paste-snippet-hint-auction = [Auction "N"] 1C Pass 1H … or md|3S…|mb|1C|mb|p|…
paste-fill-deal = Fill the deal from the snippet
paste-fill-auction = Fill the auction from the snippet
paste-error = The snippet was not read: { $reason }
paste-empty = Paste a PBN or LIN snippet into the field first.
paste-several = The snippet holds { $count } boards; paste one board.
paste-no-deal = The snippet has no deal.
paste-no-auction = The snippet has no auction.
paste-dealer-differs = The snippet's auction is dealt by { $seat }, this board by { $other }: check the board number.
auction-editor-call = Call { $number }: { $call }, { $seat }
auction-editor-to-call = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} to call
auction-editor-contract = The auction has ended: { $call } by { $seat }
auction-editor-passed-out = The auction has ended: passed out
auction-editor-pass = Pass
auction-editor-x = X
auction-editor-xx = XX
auction-editor-double = Double
auction-editor-redouble = Redouble
auction-editor-undo = Undo last call
auction-editor-irregular = Record irregularity
auction-editor-irregular-hint = The next call is recorded even if the Laws do not allow it, marked with what was irregular.
auction-editor-irregular-by = Made by
auction-editor-in-rotation = the player in turn
auction-editor-irregular-what = What was irregular
auction-editor-no-selection = Click a call in the auction to annotate it.
auction-editor-alert = Alert
auction-editor-alert-unknown = not recorded
auction-editor-alert-yes = alerted
auction-editor-alert-no = not alerted
auction-editor-explanation = Explanation { $number }
auction-editor-explanation-by = Explained by
auction-editor-explanation-to = to
auction-editor-not-recorded = not recorded
auction-editor-to-both = both opponents
auction-editor-remove-explanation = Remove explanation { $number }
auction-editor-add-explanation = Add an explanation
auction-editor-agreement = Actual agreement
auction-editor-note = Note
auction-editor-tempo = Break in tempo
auction-editor-tempo-seconds = Seconds
auction-editor-tempo-seconds-invalid = Seconds as a whole number, e.g. 10.
auction-editor-tempo-agreed = The sides
auction-editor-tempo-not-asked = were not asked
auction-editor-tempo-agreed-yes = agree there was a break
auction-editor-tempo-agreed-no = dispute it
auction-editor-tempo-description = How it happened
irregularity-insufficient = insufficient bid
irregularity-out-of-rotation = call out of rotation by { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
}
irregularity-after-end = call after the auction ended
irregularity-inadmissible-double = inadmissible double
irregularity-inadmissible-redouble = inadmissible redouble
irregularity-other = irregular: { $reason }

## Workflow
editor-tab-workflow = Workflow
editor-tab-write-up = Write-up
workflow-path = Path
workflow-your-name = Your name
workflow-steps = Steps
workflow-state-answered = answered
workflow-state-review = needs review
workflow-state-closed = closed
workflow-state-locked = waiting
workflow-state-open = open
workflow-state-optional = not required
workflow-rule = Rule:
workflow-closed-by = Closed: the answer to step { $steps } closes this step.
workflow-waits-for = Waiting: answer step { $steps } first.
workflow-needs-review = An earlier answer changed since this one was given: confirm it or change it.
workflow-adjustment-needs = An adjusted score needs these findings: step { $steps }. Otherwise the table result stands.
workflow-recorded = Recorded: { $answer } — { $name }, { $when }
workflow-presumed = Until answered, the presumption holds: { $answer }
workflow-anchor-law = Law { $label }
workflow-anchor-commentary = commentary { $label }
workflow-anchor-footnote = footnote { $label }
workflow-answer = Answer
workflow-yes = Yes
workflow-no = No
workflow-not-applicable = Not applicable
workflow-answer-text = Finding
workflow-reason-required = Reason (required)
workflow-reason-optional = Reason (optional)
workflow-record = Record answer
workflow-choose-answer = Choose Yes, No or Not applicable.
workflow-recorded-now = Step { $step } recorded.
workflow-marked-for-review = The answer changed: step { $steps } now needs review.
workflow-decision = Decision
workflow-status = Status: { $status }
workflow-mark-heard = Mark heard
workflow-mark-decided = Mark decided
workflow-decided-now = The case is marked decided.
workflow-is-decided = The case is decided; the chief director reviews it next.
workflow-decide-refused = The case cannot be marked decided while these steps are open:
workflow-decide-ready = Every required step is answered: the case can be marked decided.
workflow-decide-open = Steps still open: { $steps }.
workflow-decide-status = A case that is { $status } cannot be marked decided: a case moves one step at a time (draft → heard → decided).
workflow-error-definitions = The workflow definitions do not read: { $reason }
workflow-error-unknown-path = There is no workflow path “{ $path }”.
workflow-error-unknown-step = The path has no step “{ $step }”.
workflow-error-wrong-kind = Step { $step }: this answer does not fit the step.
workflow-error-not-a-finding = Step { $step }: “{ $answer }” is not a finding: answer Yes, No or Not applicable.
workflow-error-damage-not-a-weight = Step { $step }: damage is a yes-or-no finding, never a weight or a probability (“{ $answer }”); weights describe the possible results once damage is found (1997 commentary 12.30).
workflow-error-unknown-option = Step { $step }: “{ $answer }” is not one of the options.
workflow-error-detail-required = Step { $step }: write out the detail this option asks for.
workflow-error-empty-answer = Step { $step }: the answer is empty.
workflow-error-reason-required = Step { $step }: the committee's reason is required.
workflow-error-no-author = Step { $step }: write your name above, so that the answer says who gave it.
workflow-error-locked = Step { $step } cannot be answered yet: answer step { $steps } first.
workflow-error-not-applicable = Step { $step } is closed by the answer to step { $steps }.
workflow-error-no-adjustment = Step { $step }: no adjusted score: the answer to step { $steps } does not allow one (every finding the adjustment depends on must be established).
workflow-error-invalid-adjustment = Step { $step }: the adjusted score cannot be computed: { $reason }
adjusted-method = Method
adjusted-method-weighted = Weighted
adjusted-method-assigned = Assigned
adjusted-method-artificial = Artificial
adjusted-scoring = Scoring
adjusted-scoring-imps = IMPs against the other table
adjusted-scoring-matchpoints = Matchpoints against the field
adjusted-non-offending = Non-offending side
adjusted-side-ns = North–South
adjusted-side-ew = East–West
adjusted-scheme = Scheme
adjusted-scheme-wbf = WBF
adjusted-scheme-ebl = EBL
adjusted-scheme-nos_only = Non-offenders only
adjusted-table = Table result
adjusted-outcomes = Outcomes
adjusted-own-outcomes = The non-offenders' own score, without the self-inflicted part
adjusted-own-table = All the damage was self-inflicted: the non-offenders keep their table result.
adjusted-weight = Weight
adjusted-probability = Probability
adjusted-contract = Contract
adjusted-declarer = Declarer
adjusted-tricks = Tricks
adjusted-outcome-number = Outcome { $number }
adjusted-remove-outcome = Remove outcome { $number }
adjusted-add-outcome = Add an outcome
adjusted-add-own-outcome = Add an outcome for the non-offenders
adjusted-other-table = Other table
adjusted-other-table-score = Or North–South's score at the other table
adjusted-field = North–South's scores at the other tables
adjusted-award-average_plus = Average plus
adjusted-award-average = Average
adjusted-award-average_minus = Average minus
adjusted-result = Adjusted score
adjusted-problem-contract = “{ $text }” is not a contract: write 4H, 3NTX or Pass.
adjusted-problem-declarer = “{ $text }” is not a declarer: write N, E, S or W.
adjusted-problem-tricks = “{ $text }” tricks is impossible: declarer takes from 0 to 13.
adjusted-problem-share = “{ $text }” is not a weight: write 30%, 0.25 or 1/3.
adjusted-problem-sum = The weights add up to { $text }%, not 100%.
adjusted-problem-score = “{ $text }” is not a score in total points, such as 620 or -100.
poll-heading = Poll
poll-none = No poll for this step yet.
poll-add = Add a poll
poll-problem = Problem put to the pollees
poll-add-pollee = Add a pollee
poll-pollee = Pollee { $number }
poll-remove-pollee = Remove pollee { $number }
poll-name = Name
poll-level = Level
poll-action = Action
poll-considered = Also considered
poll-comment = Comment
poll-error-empty = The poll has no pollees.
poll-error-no-action = Pollee { $number } ({ $name }) gives no action.
poll-error-too-large = The poll has more pollees than can be counted.
poll-thresholds = Logical alternative: chosen or seriously considered by at least { $share }; obvious: chosen by more than { $obvious } ({ $source }).
poll-col-action = Action
poll-col-chose = Chose
poll-col-considered = Chose or considered
poll-col-interval = 95% interval
poll-col-verdict = Verdict
poll-count = { $count } of { $polled } ({ $share })
poll-la = logical alternative
poll-obvious = obvious
poll-not-la = not a logical alternative
poll-chart-threshold = LA threshold { $share }
poll-legend-chose = chose
poll-legend-considered = chose or considered
poll-legend-interval = 95% interval
write-up-generate = Draft from the answers
write-up-hint = The draft is written in the interface language; edit it as Markdown.
write-up-replace-question = The case already has a write-up. Replace it with the new draft? (Undo brings it back.)
write-up-replace = Replace
write-up-keep = Keep the write-up
write-up-editor = Write-up (Markdown)
write-up-preview = Preview
write-up-empty = Nothing written yet.
workflow-decide-only-heard = Only a heard case is marked decided; a decided or reviewed case goes back to the committee through the review.

## Case editor: facts, ruling, decision, review

editor-tab-facts = Facts
editor-tab-ruling = Ruling & appeal
editor-tab-decision = Decision
editor-tab-commentary = Commentary
editor-tab-review = Review
editor-item-up = Up
editor-item-down = Down
editor-item-remove = Remove
editor-facts = Facts
editor-facts-agreed-hint = What both sides accept, in Markdown. Mark facts the committee reconstructed as such.
editor-facts-agreed = Agreed facts
editor-facts-disputed = Disputed facts
editor-disputed-fact = Disputed fact
editor-disputed-point = point
editor-disputed-finding = the committee's finding
editor-add-disputed-fact = Add a disputed fact
editor-statements = Statements
editor-statement = Statement
editor-statement-speaker = speaker
editor-statement-seat = seat
editor-statement-text = text
editor-not-a-player = not a player
editor-add-statement = Add a statement
editor-ruling = The Director's ruling
editor-law-cited = Law cited
editor-cite-law = Cite a law
editor-cite-law-hint = 12C1(c), Law 16B1, 12.35
editor-cite-law-add = Add
editor-law-open = Open in the law panel
editor-law-unreadable = “{ $reference }” is not a law reference: write it as 12C1(c), Law 16B1 or 12.35.
editor-law-not-found = Not found: there is no { $reference } in the { $edition } Laws.
editor-law-not-in-edition-elsewhere = Not found: there is no { $reference } in the { $edition } Laws; the { $other } edition has it.
editor-ruling-text = Ruling
editor-ruling-adjusted-ns = Adjusted score, N–S
editor-ruling-adjusted-ew = Adjusted score, E–W
editor-appeal = The appeal
editor-side-ns = N–S
editor-side-ew = E–W
editor-appellant = Appellant
editor-appeal-lodged = Lodged at
editor-appeal-lodged-invalid = Write the date and time as 17.03.2024 21:40 or 2024-03-17 21:40.
editor-appeal-grounds = Grounds
editor-appeal-deposit = Deposit
editor-appeal-present = Present at the hearing
editor-present-person = Present
editor-add-present = Add a person present
editor-decision-outcome = Outcome
editor-decision-adjusted = The committee's adjusted score
editor-decision-no-adjusted = No adjusted score: the table result stands.
editor-decision-adjusted-where = The adjusted score is worked out in the “{ $tab }” tab.
editor-adjusted-outcomes = Outcomes weighed
editor-adjusted-outcome = { $contract } by { $seat }, { $tricks } tricks
editor-penalties = Procedural penalties
editor-penalties-none = No procedural penalty.
editor-penalty = Penalty
editor-penalty-side = side
editor-penalty-amount = amount
editor-penalty-amount-hint = 3 IMPs, 25% of a top
editor-penalty-amount-missing = A penalty needs its amount, e.g. 3 IMPs or 25% of a top.
editor-penalty-reason = reason
editor-new-penalty-side = New penalty on
editor-new-penalty-amount = New penalty's amount
editor-add-penalty = Add the penalty
editor-decision-deposit-heading = Deposit and merit
editor-decision-deposit = The deposit is
deposit-returned = returned
deposit-kept = kept
editor-without-merit = The appeal was without merit
editor-decision-reasons = Reasons
editor-reasoning = Reasoning
editor-dissent = Dissent
editor-commentary = Commentary
editor-commentary-hint = Comments printed after the decision, each by a named commentator, in Markdown.
editor-comment = Comment
editor-comment-by = commentator
editor-comment-by-missing = A comment needs its commentator's name.
editor-comment-text = text
editor-comment-choose = choose from the case's commentators
editor-new-comment-by = New comment by
editor-new-comment-by-hint = the commentator's name
editor-add-comment = Add a comment
editor-status = Status: { $status }
editor-status-waits-draft = being prepared for the hearing
editor-status-waits-heard = the committee is deciding
editor-status-waits-decided = waits for the chief director's review
editor-status-waits-reviewed = approved; goes into the next casebook
editor-status-waits-published = in a published casebook
editor-review-flow = Where the case stands
editor-review-current = { $status } (now)
editor-mark-heard = Mark heard
editor-mark-decided = Mark decided
editor-back-to-draft = Back to draft
editor-decided-refused = The case cannot be marked decided while steps of the committee's workflow are open:
editor-decided-no-workflow = The committee's workflow could not be read, so the case cannot be marked decided: { $reason }
editor-decided-where = Answer them in the “{ $tab }” tab.
editor-step-open = not answered
editor-step-locked = waits for an earlier step
editor-step-needs-review = to confirm after an earlier answer changed
editor-chief-director = The chief director's review
editor-reviewer = Reviewer
editor-reviewer-hint = your name
editor-review-note = Note
editor-approve = Approve
editor-return = Return with notes
editor-return-needs = To return the case, give your name and a note saying what the committee should reconsider.
editor-reviewed-hint = Reviewed cases go into the casebook when it is published (File → Publish casebook…).
editor-withdraw-approval = Withdraw the approval
editor-withdraw-publication = Withdraw from publication
editor-review-notes = Review notes
editor-review-notes-none = No notes yet.
editor-review-note-by = { $by }, { $at }
editor-review-note-anonymous = unsigned
case-list-review-queue = Review queue ({ $count })
case-list-review-queue-hint = Decided cases waiting for the chief director's review
case-list-clear-filters = Clear filters
case-list-filter-all = all
case-list-filter-year = Filter by year
case-list-filter-event = Filter by event
case-list-filter-subject = Filter by subject
case-list-filter-status = Filter by status
case-list-filter-order = Sort the list by
case-list-year = Year
case-list-event = Event
case-list-subject = Subject
case-list-status = Status
case-list-order = Sort
case-list-order-case_number = case number
case-list-order-board = board
case-list-order-last_updated = last updated
case-list-showing = { $count } of { $total }
case-list-no-match-filtered = No case passes the filters; clear them to see every case.

# Интерфейс на Casebook, български.
# Всяко съобщение тук трябва да го има и в en.ftl (със същите идентификатори, атрибути и променливи).

app-name = Casebook
app-description = Контестации, решения на апелативни комисии и сборници с казуси по спортен бридж.
app-version = Версия { $version }

## Лента с менюта

menu-file = Файл
menu-edit = Редактиране
menu-view = Изглед
menu-help = Помощ
menu-language = Език
menu-theme = Тема

## Команди (елементи на менютата)

command-quit = Изход
command-language-russian = Русский
command-language-english = English
command-language-bulgarian = Български
command-theme-light = Светла
command-theme-dark = Тъмна
command-about = За Casebook
command-open-log-folder = Отвори папката с дневника

## Прозорец „За Casebook“

about-title = За Casebook
about-close = Затвори
about-build = Къмит { $commit }, схема на базата данни { $schema }
about-licences = Лицензи
about-updates = Новите версии на Casebook се получават оттам, откъдето ги разпространява вашата федерация.
about-updates-from = Нови версии на Casebook: { $address }
about-licence-casebook = Casebook: MIT или Apache-2.0, по ваш избор.
about-licence-font = DejaVu Sans (интерфейсът и сборникът): лицензът Bitstream Vera, промените на DejaVu са обществено достояние.
about-licence-laws = Правилникът по спортен бридж и коментарите в правната библиотека се цитират така, както са ги издали техните издатели; правата върху тях остават за издателите.

## След неочаквано спиране

crash-title = Casebook спря неочаквано
crash-body = Последния път Casebook спря заради вътрешна грешка. Записан е доклад:
crash-privacy = Докладът съдържа версията, платформата, мястото на грешката и последните редове от дневника; никакъв текст от казуси и никакви имена на играчи. Изпращането му до тези, които поддържат Casebook, помага да се открие причината.
crash-open-folder = Отвори папката
recovered-title = Възстановени незаписани промени
recovered-heading = Промените, които не бяха стигнали до базата данни, са върнати:
recovered-restored = { $case }: записан сега
recovered-conflict = { $case }: междувременно казусът е записан другаде; вашата промяна е запазена сред неговите конфликти
startup-notice-close = Затвори
error-open-folder = Папката { $folder } не може да се отвори: { $reason }
error-no-log-folder = Няма папка за дневника: платформата не дава домашна директория.

## Списък на казусите (левият панел)

case-list-heading = Казуси
case-list-search = Търсене
case-list-search-hint = Номер на казус, играч, правило…
case-list-empty = Още няма казуси
case-list-empty-detail = Казусите, които създадете или внесете, ще се показват тук, най-новите най-отгоре.

case-list-no-match = Нищо не е намерено
case-list-no-match-detail = Търсенето преглежда фактите, изявленията, решенията и коментарите; думите може да са във всякаква форма.
case-list-row-board = раздаване { $board }
case-list-open-failed = Базата данни не се отвори

## Състояние на казуса

case-status-draft = чернова
case-status-heard = изслушан
case-status-decided = решен
case-status-reviewed = прегледан
case-status-published = публикуван
case-status-sent_back = върнат на съдията

## Теми на казусите

subject-break_in_tempo = колебание (промяна на темпото)
subject-unauthorized_information = неразрешена информация
subject-misinformation = дезинформация
subject-failure_to_alert = пропуск да се алертира
subject-claim = претенция
subject-revoke = ривок
subject-tempo_deception = темпо или маниер (73F)
subject-director_error = грешка на съдията
subject-psychic = блъф
subject-other = друго

## Редактор на казуса (средният панел)

case-editor-empty = Изберете казус от списъка или създайте нов
case-editor-empty-detail = Тук се редактират разпределението, наддаването, фактите, решението на съдията и решението на комисията.

## Панел с правилника (десният панел)

law-panel-heading = Правилник и коментари
law-panel-hide = Скрий
law-panel-hide-hint = Отстъпи мястото на панела на казуса; § в десния край го връща
law-panel-show = Покажи панела с правилника
law-panel-empty = Не е избрано правило
law-panel-empty-detail = Тук ще се показват текстът на правилника и коментарът за стъпката, по която комисията решава.
law-panel-search = Търсене в правилника
law-panel-search-hint = дума, дума* или 12C1c
law-panel-back = ← Назад
law-panel-forward = Напред →
law-panel-contents = Съдържание
law-panel-edition = Издание
law-panel-side-by-side = 1997 | 2017 едно до друго
law-panel-no-counterpart = Тази точка няма съответствие в другото издание.
law-panel-results = { $count ->
    [one] { $count } резултат
   *[other] { $count } резултата
}
law-panel-back-to-results = ← Резултати за „{ $query }“
law-panel-open-reference = Отвори { $reference }
law-panel-no-match = Нищо не е намерено
law-panel-no-match-detail = Руските думи се намират във всякаква форма. За българския текст от 2017 г. напишете началото на думата със звездичка: апела*.
law-panel-search-failed = Търсенето не се изпълни
law-source-laws-2017-bg = Правилник 2017 (български превод)
law-source-commentary-1997-ru = Правилникът от 1997 г. с руския коментар
law-source-commentary-1987-ru = Коментар към Правила 64–70 от 1987 г.
law-source-adjusted-scores-training-ru = Учебен материал: административни резултати
law-source-laws-ru-pages = Страници от по-стар руски превод на Правилника

## Лента на състоянието

status-database = База данни: { $path }
status-archive = Архив: { $name } ({ $engine })
status-database-default = База данни по подразбиране
status-case-count = { $count ->
    [one] { $count } казус
   *[other] { $count } казуса
}

## Казус (в средата, за четене)

case-sheet-title = Казус { $number }
case-sheet-board = Раздаване { $board } · откриващ { $dealer } · { $vulnerability }
case-sheet-deal = Разпределението
case-sheet-auction = Наддаването
case-sheet-result = Резултат на масата
case-sheet-passed-out = Всички пасуват
case-sheet-tricks = взятки: { $tricks }
case-sheet-played-by = { $contract }, декларант { $seat }
case-sheet-ns-score = С–Ю { $score }
case-sheet-lead = Първоначална атака: { $card }
case-sheet-facts = Фактите
case-sheet-statements = Изявления
case-sheet-ruling = Решението на съдията
case-sheet-appeal = Контестацията
case-sheet-decision = Решението на комисията
case-sheet-write-up = Описание за сборника
ruling-outcome-upheld = решението на съдията е потвърдено
ruling-outcome-varied = решението на съдията е променено
ruling-outcome-cancelled = решението на съдията е отменено
auction-agreement = действително споразумение
auction-tempo = колебание
deal-hand-unknown = —
seat-n = Север
seat-e = Изток
seat-s = Юг
seat-w = Запад
vulnerability-none = никой не е в зона
vulnerability-ns = С–Ю в зона
vulnerability-ew = И–З в зона
vulnerability-all = всички са в зона
notice-heading = Нещо се обърка

# Прозорецът „Публикуване на сборник“ (меню „Файл“).
command-publish = Публикувай сборник…
publish-title = Публикуване на сборника
publish-year = Година
publish-print-count = { $count ->
    [0] Няма да бъде отпечатан нито един казус
    [one] Ще бъде отпечатан { $count } казус
   *[other] Ще бъдат отпечатани { $count } казуса
}
publish-print-count-reprint = { $count ->
    [one] Ще бъде отпечатан { $count } казус (вече публикувани: { $published })
   *[other] Ще бъдат отпечатани { $count } казуса (вече публикувани: { $published })
}
publish-formats = Формати
publish-format-html = HTML (един файл, печата се на A4)
publish-format-md = Markdown
publish-format-pdf = PDF
publish-file = Файл
publish-file-hint = папка и име; всеки формат добавя свое разширение
publish-choose = Избери…
publish-choose-label = Изберете папката и името на файловете на сборника
publish-files = { $count ->
    [one] Ще бъде записан { $names }
   *[other] Ще бъдат записани { $count } файла: { $names }
}
publish-events = Състезания
publish-events-hint = всички; или думи от имената на състезанията, разделени със запетая
publish-subjects = Теми
publish-anonymize = Играчите да се показват по място и ранг, а не по име
publish-double-dummy = Таблица при открити карти и пар под всяко разпределение
publish-traveller = Протокол на раздаването под разпределението
publish-panel = Изданието с панела
publish-panel-hint = Коментарите и оценките на панела за всеки казус под него, коментаторите в началните страници, заключителните бележки на редактора след казусите. Обикновено казусите се публикуват първо без тях; после се преиздават с панела.
publish-traveller-hint = От резултатите на състезанието в архива: резултатът и мач-точките на всяка маса, преди и след решението на съдията. Казус, чието състезание няма резултати, не отпечатва такива.
publish-reprint = Преиздаване: включи и вече публикуваните казуси (нищо не се отбелязва отново)
publish-casebook-title = Заглавие
publish-casebook-title-hint = Сборник с контестации
publish-federation = Федерация
publish-foreword = Предговор
publish-foreword-hint = Markdown; запомня се за архива заедно със заглавието и федерацията
publish-will-mark = { $count ->
    [0] Нито един казус няма да бъде отбелязан като публикуван
    [one] Ще бъде отбелязан като публикуван: { $count } казус
   *[other] Ще бъдат отбелязани като публикувани: { $count } казуса
}
publish-already-published = Вече публикувани: { $count } — отпечатват се само при преиздаване
publish-already-published-reprinted = Вече публикувани: { $count } — преиздават се, без да се отбелязват отново
publish-training-left-out = { $count ->
    [one] Пропуснат е { $count } учебен казус: учебните казуси никога не се публикуват
   *[other] Пропуснати са { $count } учебни казуса: учебните казуси никога не се публикуват
}
publish-preview = Преглед
publish-run = Публикувай
error-publish-cancelled = Публикуването е спряно: нищо не е записано и нито един казус не е отбелязан като публикуван
publish-stop = Спри
publish-replaced = { $count ->
    [one] Имената са заменени в един казус
   *[other] Имената са заменени в { $count } казуса
}
publish-replaced-item = { $times ->
    [one] { $found } → { $stand_in }
   *[other] { $found } → { $stand_in } ({ $times }×)
}
publish-stage-indexes = подреждане на статистиката и показалците
publish-stage-numbering = номериране на страниците
publish-stage-exporting = експортиране на PDF
publish-stage-writing = записване на файла
publish-stage-marking = отбелязване на казусите като публикувани
publish-stop-hint = Спри публикуването, преди файловете да са записани: нищо не се записва и нито един казус не се отбелязва
publish-previewing = Подготвя се прегледът…
publish-running = Публикува се…
publish-done = { $count ->
    [one] { $count } казус е записан
   *[other] { $count } казуса са записани
} в { $path }
publish-edition = издание { $number }
publish-marked = отбелязани като публикувани: { $count }
publish-site = Уебсайт
publish-site-hint = Публикуваните казуси от всяка година като уебсайт със собствено търсене, за всеки уеб сървър: по страница за казус, показалци по правило, тема и изход, статистиката и правилникът. Състезанията, имената и това, което е под разпределението, са както е избрано по-горе; нищо не се отбелязва.
publish-site-folder = Папка
publish-site-count = { $count ->
    [one] { $count } публикуван казус отива в уебсайта
   *[other] { $count } публикувани казуса отиват в уебсайта
}
publish-site-run = Изгради уебсайта
publish-site-running = Изгражда се уебсайтът…
publish-site-done = { $count ->
    [one] Уебсайтът с { $count } казус
   *[other] Уебсайтът с { $count } казуса
} е в { $path }: записани файлове { $written }, непроменени { $unchanged }, премахнати { $removed }
publish-site-serve = Поставете папката на който и да е уеб сървър или я разгледайте тук с: python3 -m http.server --directory FOLDER
publish-site-no-folder = Посочете папката, в която да се изгради уебсайтът.
publish-bad-year = Посочете годината с четири цифри, напр. 2026.
publish-no-database = Базата данни с казуси не е отворена.
publish-no-file = Посочете файла, който да се запише.
publish-no-format = Отметнете поне един формат за записване.
publish-worker-stopped = Публикуването спря неочаквано (вътрешна грешка); проверете файла и състоянията на казусите, преди да опитате отново.
publish-exists = { $count ->
    [one] { $path } вече съществува. Да бъде ли заменен с новия сборник?
   *[other] { $path } вече съществуват. Да бъдат ли заменени с новия сборник?
}
publish-replace = Замени
publish-replace-label = Замени { $path } с новия сборник
publish-cancel = Отказ
publish-cancel-label = { $count ->
    [one] Отказ: { $path } остава непроменен, нищо не се публикува
   *[other] Отказ: { $path } остават непроменени, нищо не се публикува
}

## Редактор на казуса: раздели, записване, разделът „Казус“

command-undo = Отмени
command-redo = Повтори
command-new-case = Нов казус
command-open-database = Отвори база данни…
command-open-archive = Отвори архив…
archive-title = Отваряне на архив
archive-explained = Архивът на федерация на сървър PostgreSQL, споделен от нейните комисии, нейния отговорен съдия и нейния редактор.
archive-host = Хост
archive-port = Порт
archive-database = База данни
archive-user = Потребител
archive-password = Парола
archive-password-note = Паролата се използва само за тази сесия и никога не се записва; файл с пароли (~/.pgpass) или PGPASSWORD също вършат работа.
archive-ssl = Шифроване (sslmode)
archive-recent = Отваряни наскоро
archive-open = Отвори
archive-cancel = Отказ
archive-connecting = Свързване…
open-database-unsaved = Друга база данни не се отваря, докато казуси имат незаписани промени
command-import = Внасяне…
command-fill-from-hand-record = Попълни казуса от разпечатка на разпределенията…
command-export-bundle = Изнеси казуса като пакет…
command-export-pbn = Изнеси казуса като PBN…
import-title = Внасяне
import-reading = Чете се { $file }…
import-cases-done = { $done } от { $total } казуса
import-stop = Спри
import-stop-hint = Спри внасянето: базата данни остава каквато беше, нищо не се внася
import-close = Затвори
import-fill = Попълни казуса
import-board = Раздаване { $board }
import-pick-board = Раздавания на казуса във файла (общо { $count ->
    [one] { $count } запис
   *[other] { $count } записа
}): изберете това, което попълва казуса.
import-no-such-board = Във файла няма раздаване { $board } (в него { $count ->
    [one] има { $count } запис
   *[other] има { $count } записа
}).
import-boards-done = { $count ->
    [one] Един нов казус от файла { $format }.
   *[other] { $count } нови казуса от файла { $format }, по един за раздаване.
}
import-bundle-done = Пакет с казуси: добавени { $added }, заменени с по-нова редакция { $replaced }, вече налични { $unchanged }, пропуснати по-стари { $older }, запазени конфликти { $conflicts }.
import-comments-merged = { $count ->
    [one] 1 коментар от панела на сборника е добавен към своя казус.
   *[other] { $count } коментара от панела на сборника са добавени към своите казуси.
}
import-panels-added = { $count ->
    [one] Добавен е панелът на сборника, който носи пакетът: неговите коментатори могат да пишат тук.
   *[other] Добавени са { $count } панела на сборници, които носи пакетът: техните коментатори могат да пишат тук.
}
import-texts-added = { $count ->
    [one] Добавен е 1 текст от библиотеката с правила, който архивът нямаше (Файл › Текстове на библиотеката с правила…).
   *[other] Добавени са { $count } текста от библиотеката с правила, които архивът нямаше (Файл › Текстове на библиотеката с правила…).
}
import-reviews-joined = { $count ->
    [one] 1 преразглеждане на решение, проведено от разстояние, е съединено с казуса си: отговорите и решението на преразглеждащия до фактите, записани тук.
   *[other] { $count } преразглеждания на решения, проведени от разстояние, са съединени с казусите си: отговорите и решенията на преразглеждащия до фактите, записани тук.
}
import-tables-kept = { $count ->
    [one] Таблицата при открити карти от файла за едно раздаване е запазена: анализаторът е съгласен.
   *[other] Таблиците при открити карти от файла за { $count } раздавания са запазени: анализаторът е съгласен.
}
import-table-refused = Раздаване { $board }: таблицата при открити карти от файла не е запазена: { $reason }.
command-palette = Палитра с команди…
palette-title = Команда
palette-hint = Напишете част от името на команда
palette-nothing = Няма команда с такова име
editor-tab-sheet = Лист
editor-tab-case = Казус
editor-tab-board = Раздаване
editor-board-deal = Разпределението
editor-board-auction = Наддаването
editor-board-play = Разиграването
editor-board-result = Резултат на масата
editor-opening-lead = Първоначална атака
editor-play-record = Разиграването, взятка по взятка или с думи
editor-claim = Претенция или отказ от взятки, дума по дума
editor-dealer-mismatch = Наддаването започва с { $auction }, но откриващ на раздаването е { $dealer }: отменете последните обяви или отбележете откриващия така, както е на контейнера.
editor-result-entered = Резултатът е известен
editor-contract = Договор (напр. 4HX, 3NT)
editor-declarer = Декларант
editor-tricks = Взятки, спечелени от декларанта
editor-tricks-invalid = Взятките са число от 0 до 13.
editor-ns-score = Резултат на Север–Юг, както е записан
editor-law77-score = По Правило 77: С–Ю { $score }
editor-use-law77-score = Използвай този резултат
editor-saving = Записва се…
editor-saved = Записано (редакция { $revision })
editor-not-saved = Не е записано
editor-conflict = Междувременно някой друг е записал този казус (редакция { $revision }). Вашият текст е запазен сред конфликтите.
editor-conflict-keep-mine = Запази моя текст
editor-conflict-take-stored = Покажи тяхната версия
editor-save-refused = Не е записано: { $reason }
editor-identity = Данни за казуса
editor-subjects = Теми
editor-players = Играчи
editor-team-ns = Отбор или двойка Север–Юг
editor-team-ew = Отбор или двойка Изток–Запад
editor-director = Съдия
editor-committee = Комисия
editor-commentators = Коментатори
editor-case-number = Номер на казуса
editor-year = Година
editor-tournament = Турнир
editor-event = Състезание
editor-session = Сесия или кръг
editor-date = Дата
editor-not-given = не е посочено
editor-scoring = Изчисляване
editor-hearing = Разглежда
editor-law-edition = Правилник
editor-profile = Регулаторен орган
editor-year-invalid = Годината има четири цифри, напр. 2024.
editor-date-invalid = Напишете датата като 17.03.2024 или 2024-03-17.
editor-rank = ранг
editor-masterpoints = майсторски точки
editor-member = Член
editor-role = роля
editor-affiliation = от
editor-remove-member = Премахни члена
editor-add-member = Добави член
editor-commentator = Коментатор
editor-about = за
editor-remove-commentator = Премахни коментатора
editor-add-commentator = Добави коментатор
scoring-form-pairs_mp = двойки, мач-точки
scoring-form-teams_imp = отбори, IMPs
scoring-form-bam = board-a-match
scoring-form-swiss_vp = швейцарска система, победни точки
hearing-committee = апелативна комисия
hearing-director_panel = съдийска колегия
hearing-review_of_ruling = преразглеждане на решението на съдията
hearing-referee = рефер по контестации
committee-role-chair = председател
committee-role-scribe = секретар
committee-role-member = член

## Редактори на разпределението и наддаването

deal-editor-board = Раздаване
deal-editor-law2 = Откриващ { $dealer } · { $vulnerability } (Правило 2)
deal-editor-as-marked = Откриващ и зона както са отбелязани на контейнера, а не както ги дава Правило 2
deal-editor-dealer = Откриващ
deal-editor-vulnerability = Зона
deal-editor-hands-hint = Пики, купи, кари, трефи, разделени с интервали: AKQ2 T98 - J9876 (10 или T, - за чикана). Когато три ръце имат по 13 карти, четвъртата се попълва сама.
deal-editor-hand = Ръката на { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}
deal-editor-hand-hint = AKQ2 T98 - J9876
deal-editor-completed = Ръката на { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
} е попълнена с останалите 13 карти.
deal-editor-count = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}; ръката има 13.
deal-editor-duplicate = { $card } е в две ръце: на { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
} и на { $other ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}.
deal-editor-unreadable = „{ $found }“ на знак { $number } не може да се прочете: очаква се { $reason }.
deal-editor-unreadable-layout = „{ $found }“ на знак { $number } е буква от друга азбука: превключете клавиатурата на латиница (A K Q J T).
deal-editor-ends-early = Ръката свършва твърде рано: очаква се { $reason }.
deal-editor-repeated = { $card } е написана два пъти.
deal-editor-grid = Карти по цветове
deal-editor-grid-to = Щракнете върху карта, за да я дадете на
deal-editor-grid-full = { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
} вече има 13 карти: първо щракнете върху една от тях, за да я върнете.
deal-editor-seat-letter = { $seat ->
    [N] С
    [E] И
    [S] Ю
   *[W] З
}
deal-editor-card-held = { $card }: у { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}
deal-editor-card-free = { $card }: още не е в никоя ръка
paste-snippet = Поставете PBN или LIN
paste-snippet-hint-deal = [Deal "N:AKQ2.T98..J98765 …"] или md|3S…|
paste-snippet-hint-auction = [Auction "N"] 1C Pass 1H … или md|3S…|mb|1C|mb|p|…
paste-fill-deal = Попълни разпределението от фрагмента
paste-fill-auction = Попълни наддаването от фрагмента
paste-error = Фрагментът не е прочетен: { $reason }
paste-empty = Първо поставете фрагмент PBN или LIN в полето.
paste-several = Фрагментът съдържа { $count ->
    [one] { $count } раздаване
   *[other] { $count } раздавания
}; поставете едно раздаване.
paste-no-deal = Фрагментът няма разпределение.
paste-no-auction = Фрагментът няма наддаване.
paste-dealer-differs = Във фрагмента откриващ е { $seat }, а на това раздаване — { $other }: проверете номера на раздаването.
auction-editor-call = Обява { $number }: { $call }, { $seat }
auction-editor-to-call = На ред е { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}
auction-editor-contract = Наддаването приключи: { $call }, декларант { $seat }
auction-editor-passed-out = Наддаването приключи: всички пасуват
auction-editor-double = Контра
auction-editor-redouble = Реконтра
auction-editor-undo = Отмени последната обява
auction-editor-irregular = Запиши нередност
auction-editor-irregular-hint = Следващата обява се записва, дори ако правилникът не я допуска, отбелязана с това, което е било нередовно.
auction-editor-irregular-by = Направена от
auction-editor-in-rotation = играча, който е на ред
auction-editor-irregular-what = Какво е било нередовно
auction-editor-no-selection = Щракнете върху обява в наддаването, за да я анотирате.
auction-editor-alert = Алерт
auction-editor-alert-unknown = не е записано
auction-editor-alert-yes = алертирана
auction-editor-alert-no = неалертирана
auction-editor-explanation = Обяснение { $number }
auction-editor-explanation-by = Обяснено от
auction-editor-explanation-to = на
auction-editor-not-recorded = не е записано
auction-editor-to-both = двамата противници
auction-editor-remove-explanation = Премахни обяснение { $number }
auction-editor-add-explanation = Добави обяснение
auction-editor-agreement = Действително споразумение
auction-editor-note = Бележка
auction-editor-tempo = Колебание
auction-editor-tempo-seconds = Секунди
auction-editor-tempo-seconds-invalid = Секундите са цяло число, напр. 10.
auction-editor-tempo-agreed = Страните
auction-editor-tempo-not-asked = не са питани
auction-editor-tempo-agreed-yes = са съгласни, че е имало колебание
auction-editor-tempo-agreed-no = го оспорват
auction-editor-tempo-description = Как се е случило
irregularity-insufficient = недостатъчна декларация
irregularity-out-of-rotation = обява извън реда от { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}
irregularity-after-end = обява след края на наддаването
irregularity-inadmissible-double = недопустима контра
irregularity-inadmissible-redouble = недопустима реконтра
irregularity-other = нередовно: { $reason }

## Ход на решението
editor-tab-workflow = Ход на решението
editor-tab-write-up = Описание
workflow-path = Процедура
workflow-your-name = Вашето име
workflow-steps = Стъпки
workflow-state-answered = с отговор
workflow-state-review = за преглед
workflow-state-closed = затворена
workflow-state-locked = чака
workflow-state-open = отворена
workflow-state-optional = не е задължителна
workflow-rule = Правило:
workflow-closed-by = Затворена: отговорът на стъпка { $steps } затваря тази стъпка.
workflow-waits-for = Чака: първо отговорете на стъпка { $steps }.
workflow-needs-review = По-ранен отговор се е променил, след като е даден този: потвърдете го или го променете.
workflow-adjustment-needs = Административният резултат изисква тези констатации: стъпка { $steps }. Иначе игралният резултат остава.
workflow-recorded = Записано: { $answer } — { $name }, { $when }
workflow-presumed = Докато няма отговор, важи презумпцията: { $answer }
workflow-anchor-law = Правило { $label }
workflow-anchor-commentary = коментар { $label }
workflow-anchor-footnote = бележка под линия { $label }
workflow-answer = Отговор
workflow-yes = Да
workflow-no = Не
workflow-not-applicable = Неприложимо
workflow-answer-text = Констатация
workflow-reason-required = Мотив (задължителен)
workflow-reason-optional = Мотив (по избор)
workflow-record = Запиши отговора
workflow-choose-answer = Изберете „Да“, „Не“ или „Неприложимо“.
workflow-recorded-now = Стъпка { $step } е записана.
workflow-marked-for-review = Отговорът се промени: стъпка { $steps } вече трябва да се прегледа.
workflow-decision = Решение
workflow-status = Състояние: { $status }
workflow-mark-heard = Отбележи като изслушан
workflow-mark-decided = Отбележи като решен
workflow-decided-now = Казусът е отбелязан като решен.
workflow-send-back = Върни казуса на съдията
workflow-sent-back-now = Казусът е върнат на съдията.
workflow-is-decided = Казусът е решен; следва преглед от отговорния съдия.
workflow-decide-refused = Казусът не може да бъде отбелязан като решен, докато тези стъпки са отворени:
workflow-decide-ready = На всяка задължителна стъпка е отговорено: казусът може да бъде отбелязан като решен.
workflow-decide-open = Още отворени стъпки: { $steps }.
workflow-decide-status = Казус, който е { $status }, не може да бъде отбелязан като решен: казусът се придвижва с една стъпка наведнъж (чернова → изслушан → решен).
workflow-error-definitions = Описанията на хода на решението не могат да се прочетат: { $reason }
workflow-error-unknown-path = Няма процедура „{ $path }“.
workflow-error-unknown-step = Процедурата няма стъпка „{ $step }“.
workflow-error-wrong-kind = Стъпка { $step }: този отговор не подхожда на стъпката.
workflow-error-not-a-finding = Стъпка { $step }: „{ $answer }“ не е констатация: отговорете „Да“, „Не“ или „Неприложимо“.
workflow-error-damage-not-a-weight = Стъпка { $step }: щетата е констатация „да или не“, никога тежест или вероятност („{ $answer }“); тежестите описват възможните резултати, след като е установена щета (коментар от 1997 г., 12.30).
workflow-error-unknown-option = Стъпка { $step }: „{ $answer }“ не е сред възможностите.
workflow-error-option-not-allowed = Стъпка { $step }: „{ $answer }“ може да се избере само ако е вярно едно от: { $steps } (решение в границите на разумното, дадено при правилна процедура, не се променя).
workflow-option-needs = Може да се избере само ако е вярно едно от: { $steps }
workflow-error-detail-required = Стъпка { $step }: напишете подробността, която изисква тази възможност.
workflow-error-empty-answer = Стъпка { $step }: отговорът е празен.
workflow-error-reason-required = Стъпка { $step }: мотивът на комисията е задължителен.
workflow-error-no-author = Стъпка { $step }: напишете името си по-горе, за да личи от отговора кой го е дал.
workflow-error-locked = На стъпка { $step } още не може да се отговори: първо отговорете на стъпка { $steps }.
workflow-error-not-applicable = Стъпка { $step } е затворена от отговора на стъпка { $steps }.
workflow-error-no-adjustment = Стъпка { $step }: няма административен резултат: отговорът на стъпка { $steps } не го допуска (трябва да е установена всяка констатация, от която зависи резултатът).
workflow-error-invalid-adjustment = Стъпка { $step }: административният резултат не може да бъде изчислен: { $reason }
adjusted-method = Метод
adjusted-method-weighted = С тежести
adjusted-method-assigned = Назначен
adjusted-method-artificial = Изкуствен
adjusted-scoring = Изчисляване
adjusted-scoring-imps = IMPs срещу другата маса
adjusted-scoring-matchpoints = Мач-точки срещу полето
adjusted-non-offending = Невиновна страна
adjusted-side-ns = Север–Юг
adjusted-side-ew = Изток–Запад
adjusted-scheme = Схема
adjusted-scheme-wbf = СБФ
adjusted-scheme-ebl = ЕБЛ
adjusted-scheme-nos_only = Само за невиновните
adjusted-table = Игрален резултат
adjusted-outcomes = Изходи
adjusted-own-outcomes = Собственият резултат на невиновните, без частта от щетата, която са си причинили сами
adjusted-own-table = Цялата щета е причинена от самите невиновни: те запазват игралния си резултат.
adjusted-weight = Тежест
adjusted-probability = Вероятност
adjusted-contract = Договор
adjusted-declarer = Декларант
adjusted-tricks = Взятки
adjusted-outcome-number = Изход { $number }
adjusted-remove-outcome = Премахни изход { $number }
adjusted-add-outcome = Добави изход
adjusted-add-own-outcome = Добави изход за невиновните
adjusted-other-table = Другата маса
adjusted-other-table-score = Или резултатът на Север–Юг на другата маса
adjusted-field = Резултатите на Север–Юг на другите маси
adjusted-award-average_plus = Среден плюс
adjusted-award-average = Среден
adjusted-award-average_minus = Среден минус
adjusted-result = Административен резултат
adjusted-problem-contract = „{ $text }“ не е договор: напишете 4H, 3NTX или пас.
adjusted-problem-declarer = „{ $text }“ не е декларант: напишете N, E, S или W.
adjusted-problem-tricks = „{ $text }“ взятки е невъзможно: декларантът взима от 0 до 13.
adjusted-problem-share = „{ $text }“ не е тежест: напишете 30%, 0.25 или 1/3.
adjusted-problem-sum = Сборът на тежестите е { $text }%, а не 100%.
adjusted-problem-sum-ns = Сборът на тежестите на Север–Юг е { $text }%, а не 100%.
adjusted-problem-sum-ew = Сборът на тежестите на Изток–Запад е { $text }%, а не 100%.
adjusted-per-side = Всяка страна има свои тежести
adjusted-weight-ns = Тежест С–Ю
adjusted-weight-ew = Тежест И–З
adjusted-problem-score = „{ $text }“ не е резултат в точки, като 620 или -100.
poll-heading = Анкета
poll-none = Още няма анкета за тази стъпка.
poll-add = Добави анкета
served-heading = Отговори на телефоните на анкетираните
served-explain = Всеки анкетиран получава своя връзка (QR код на екрана или на отпечатана картичка) и отговаря на телефона си; отговорите се появяват тук, щом пристигнат. Лаптопът и телефоните трябва да са в една мрежа: Wi-Fi на залата или точката за достъп на самия лаптоп.
served-bind = Слушай на (адрес:порт)
served-pollees = Анкетирани (число или имена, по едно на ред)
served-strength = Тяхната класа
served-methods = Тяхната система
served-start = Отвори анкетата за { $count } телефона
served-state-serving = Отворена на { $address } от { $opened }: отговориха { $answered } от { $pollees }
served-state-open = Отворена от { $opened }, този прозорец не я обслужва: отговориха { $answered } от { $pollees }
served-state-closed = Затворена в { $closed }: отговориха { $answered } от { $pollees }
served-serve-again = Отвори отново
served-show-codes = Покажи QR кодовете
served-hide-codes = Скрий QR кодовете
served-slips = Отпечатай картички…
served-record = Отпечатай отговорите…
served-close = Затвори анкетата
served-close-ask = Да се затвори ли анкетата? Не са отговорили: { $waiting }; връзките им няма да приемат отговор.
served-close-confirm = Затвори
served-close-cancel = Остави я отворена
served-poll-mode = Лаптопът от ръка на ръка…
poll-mode-title = Режим на анкета: лаптопът от ръка на ръка
poll-mode-explain = Прозорецът ще покаже страницата на анкетата на цял екран, по един анкетиран, и нищо друго от казуса. Задайте ПИН от поне четири цифри: само с него лаптопът се връща при вас (излизането от режима и затварянето на прозореца го изискват).
poll-mode-set-pin = ПИН
poll-mode-pin-again = ПИН отново
poll-mode-start = Включи режима на анкета
poll-mode-pin-short = ПИН е поне четири цифри.
poll-mode-pin-differ = Двата ПИН се различават: въведете го отново.
poll-mode-no-poll = Анкетата не е отворена в този прозорец.
poll-mode-all-answered = Всички анкетирани отговориха. Върнете лаптопа на съдията.
poll-mode-your-answer = Вашият отговор
poll-mode-another = Друг отговор:
poll-mode-considered = Кои други отговори обмисляхте сериозно?
poll-mode-other = Какво друго обмисляхте — с ваши думи
poll-mode-send = Изпрати отговора
poll-mode-received = Получено: { $action }. Благодарим. Подайте лаптопа на следващия анкетиран (или на съдията).
poll-mode-next = Следващ анкетиран
poll-mode-take-back = Съдия: вземете лаптопа обратно
poll-mode-pin = ПИН на съдията
poll-mode-leave = Излез от режима на анкета
poll-mode-stay = Остани
poll-mode-wrong-pin = Грешен ПИН.
poll-mode-refused-unknown = Този анкетиран не е от анкетата.
poll-mode-refused-answered = Този анкетиран вече е отговорил.
poll-mode-refused-closed = Анкетата е затворена.
poll-mode-refused-no-action = Изберете отговор (или напишете друг) и изпратете отново.
poll-mode-refused-too-long = Отговорът е твърде дълъг: стигат няколко думи.
served-col-pollee = Анкетиран
served-col-class = Класа
served-col-time = Получен
served-col-answer = Отговор
served-col-considered = Обмислял също
served-col-words = С негови думи
served-col-counted = Брои се
served-waiting = чакаме
served-aside-reason = Защо отговорът на { $pollee } е отделен
served-aside-hint = причина
served-aside = Отдели
served-aside-button = Отдели отговора на { $pollee }
served-set-aside = отделен в { $at }: { $reason }
served-error-address = „{ $address }“ не е адрес и порт (например 0.0.0.0:8080 или 127.0.0.1:8080 само за този компютър)
served-error-listen = анкетата не може да бъде отворена на { $address }: { $reason }
poll-problem = Проблемът, поставен пред анкетираните
poll-add-pollee = Добави анкетиран
poll-answer-heading = Запишете отговор с кутията за наддаване
poll-answer-name = Име на анкетирания
poll-answer-level = Ниво на анкетирания
poll-answer-hint = Щракнете върху обявата, която анкетираният е избрал, после върху обявите, които също е обмислял; второ щракване връща обявата. Обявите, които наддаването не допуска тук, са посивени.
poll-answer-nothing = Още не е избрана обява
poll-answer-nothing-lead = Още не е избрана карта
poll-answer-chosen = Избира { $chosen }
poll-answer-chosen-considered = Избира { $chosen }; обмислял е и { $considered }
poll-answer-comment = Коментар на анкетирания
poll-answer-add = Добави отговора
poll-answer-add-hint = Посочете името на анкетирания и щракнете върху избраната обява
poll-pollee = Анкетиран { $number }
poll-remove-pollee = Премахни анкетиран { $number }
poll-name = Име
poll-level = Ниво
poll-action = Действие
poll-considered = Обмислял е и
poll-comment = Коментар
poll-error-empty = Анкетата няма анкетирани.
poll-error-no-action = Анкетиран { $number } ({ $name }) не посочва действие.
poll-error-too-large = Анкетата има повече анкетирани, отколкото могат да бъдат преброени.
poll-thresholds = Логична алтернатива: избрана или сериозно обмислена от поне { $share }; очевидно действие: избрано от повече от { $obvious } ({ $source }).
poll-col-action = Действие
poll-col-chose = Избрали
poll-col-considered = Избрали или обмисляли
poll-col-interval = 95% интервал
poll-col-verdict = Извод
poll-count = { $count } от { $polled } ({ $share })
poll-la = логична алтернатива
poll-obvious = очевидно
poll-not-la = не е логична алтернатива
poll-chart-threshold = праг за ЛА { $share }
poll-legend-chose = избрали
poll-legend-considered = избрали или обмисляли
poll-legend-interval = 95% интервал
write-up-generate = Чернова от отговорите
write-up-hint = Черновата се пише на езика на интерфейса; редактирайте я като Markdown.
write-up-replace-question = Казусът вече има описание. Да бъде ли заменено с новата чернова? („Отмени“ го връща.)
write-up-replace = Замени
write-up-keep = Запази описанието
write-up-editor = Описание (Markdown)
write-up-preview = Преглед
write-up-empty = Още нищо не е написано.
workflow-decide-only-heard = Като решен се отбелязва само изслушан казус; решен или прегледан казус се връща на комисията чрез прегледа.

## Редактор на казуса: факти, решение на съдията, решение на комисията, преглед

editor-tab-facts = Факти
editor-tab-ruling = Решение на съдията и контестация
editor-tab-decision = Решение на комисията
editor-tab-decision-on-review = Решение при преразглеждането
editor-tab-decision-referee = Решение на рефера
editor-tab-commentary = Коментари
editor-tab-review = Преглед
editor-item-up = Нагоре
editor-item-down = Надолу
editor-item-remove = Премахни
editor-facts = Факти
editor-facts-agreed-hint = Това, което двете страни приемат, в Markdown. Отбележете като такива фактите, които комисията е възстановила.
editor-facts-agreed = Безспорни факти
editor-facts-disputed = Спорни факти
editor-disputed-fact = Спорен факт
editor-disputed-point = предмет на спора
editor-disputed-finding = констатацията на комисията
editor-add-disputed-fact = Добави спорен факт
editor-statements = Изявления
editor-statement = Изявление
editor-statement-speaker = говорещ
editor-statement-seat = място
editor-statement-text = текст
editor-not-a-player = не е играч
editor-add-statement = Добави изявление
editor-ruling = Решението на съдията
editor-law-cited = Цитирано правило
editor-cite-law = Цитирай правило
editor-cite-law-hint = 12C1(c), Правило 16B1, 12.35
editor-cite-law-add = Добави
editor-law-open = Отвори в панела с правилника
editor-law-unreadable = „{ $reference }“ не е препратка към правило: напишете я като 12C1(c), Правило 16B1 или 12.35.
editor-law-not-found = Не е намерено: в Правилника от { $edition } г. няма { $reference }.
editor-law-not-in-edition-elsewhere = Не е намерено: в Правилника от { $edition } г. няма { $reference }; има го в изданието от { $other } г.
editor-ruling-text = Решение
editor-ruling-adjusted-ns = Административен резултат, С–Ю
editor-ruling-adjusted-ew = Административен резултат, И–З
editor-appeal = Контестацията
editor-side-ns = С–Ю
editor-side-ew = И–З
editor-appellant = Контестираща страна
editor-appeal-lodged = Подадена на
editor-appeal-lodged-invalid = Напишете датата и часа като 17.03.2024 21:40 или 2024-03-17 21:40.
editor-appeal-grounds = Основания
editor-appeal-deposit = Депозит
editor-appeal-present = Присъстващи на изслушването
editor-present-person = Присъстващ
editor-add-present = Добави присъстващ
editor-decision-outcome = Изход
editor-decision-adjusted = Административният резултат на комисията
editor-decision-no-adjusted = Няма административен резултат: игралният резултат остава.
editor-decision-adjusted-where = Административният резултат се изчислява в раздела „{ $tab }“.
editor-adjusted-outcomes = Претеглени изходи
editor-adjusted-outcome = { $contract }, декларант { $seat }, { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}
editor-penalties = Процедурни наказания
editor-penalties-none = Няма процедурно наказание.
editor-penalty = Наказание
editor-penalty-side = страна
editor-penalty-amount = размер
editor-penalty-amount-hint = 3 IMPs, 25% от топ
editor-penalty-amount-missing = Наказанието изисква размер, напр. 3 IMPs или 25% от топ.
editor-penalty-reason = основание
editor-new-penalty-side = Ново наказание за
editor-new-penalty-amount = Размер на новото наказание
editor-add-penalty = Добави наказанието
editor-decision-deposit-heading = Депозит и основателност
editor-decision-deposit = Депозитът е
deposit-returned = върнат
deposit-kept = задържан
editor-without-merit = Контестацията е без основание
editor-decision-reasons = Мотиви
editor-reasoning = Разсъждения
editor-dissent = Особено мнение
editor-commentary = Коментари
editor-commentary-hint = Коментари, отпечатани след решението, всеки от посочен по име коментатор, в Markdown.
editor-comment = Коментар
editor-comment-by = коментатор
editor-comment-by-missing = Коментарът изисква името на коментатора си.
editor-comment-text = текст
editor-comment-choose = изберете от коментаторите на казуса
editor-new-comment-by = Нов коментар от
editor-new-comment-by-hint = името на коментатора
editor-add-comment = Добави коментар
editor-status = Състояние: { $status }
editor-status-waits-draft = подготвя се за изслушването
editor-status-waits-heard-committee = апелативната комисия решава
editor-status-waits-heard-director_panel = съдийската колегия решава
editor-status-waits-heard-review_of_ruling = решението на съдията се преразглежда
editor-status-waits-heard-referee = реферът по контестации решава
editor-status-waits-decided = чака преглед от отговорния съдия
editor-status-waits-sent_back = съдията решава отново и казусът се връща за преразглеждане
editor-status-waits-reviewed = одобрен; влиза в следващия сборник
editor-status-waits-published = в публикуван сборник
editor-review-flow = Докъде е стигнал казусът
editor-review-current = { $status } (сега)
editor-mark-heard = Отбележи като изслушан
editor-mark-decided = Отбележи като решен
editor-back-to-draft = Обратно към чернова
editor-decided-refused = Казусът не може да бъде отбелязан като решен, докато има отворени стъпки от хода на решението на комисията:
editor-decided-no-workflow = Ходът на решението на комисията не можа да бъде прочетен, затова казусът не може да бъде отбелязан като решен: { $reason }
editor-decided-where = Отговорете на тях в раздела „{ $tab }“.
editor-step-open = без отговор
editor-step-locked = чака по-ранна стъпка
editor-step-needs-review = за потвърждаване след промяна на по-ранен отговор
editor-chief-director = Прегледът на отговорния съдия
editor-reviewer = Отговорен съдия
editor-reviewer-hint = вашето име
editor-reviewer-login-hint = вашето потребителско име: архивът подписва прегледа с него
editor-review-note = Бележка
editor-approve = Одобри
editor-return = Върни с бележки
editor-return-needs = За да върнете казуса, посочете името си и бележка какво комисията трябва да преразгледа.
editor-return-needs-note = За да върнете казуса, напишете бележка какво комисията трябва да преразгледа.
editor-reviewed-hint = Прегледаните казуси влизат в сборника, когато той бъде публикуван (Файл → Публикувай сборник…).
editor-sent-back-hint = Преразглеждането върна казуса на съдията. Когато той установи исканото и реши отново, отбележете казуса като изслушан: той се връща за преразглеждане.
editor-review-again = Отбележи като изслушан: ново преразглеждане
editor-withdraw-approval = Оттегли одобрението
editor-withdraw-publication = Оттегли от публикуване
editor-review-notes = Бележки от прегледа
editor-review-notes-none = Още няма бележки.
editor-review-note-by = { $by }, { $at }
editor-review-note-anonymous = без подпис
case-list-review-queue = Чакащи преглед ({ $count })
case-list-review-queue-hint = Решени казуси, които чакат преглед от отговорния съдия
case-list-clear-filters = Изчисти филтрите
case-list-filter-all = всички
case-list-filter-year = Филтър по година
case-list-filter-event = Филтър по състезание
case-list-filter-subject = Филтър по тема
case-list-filter-status = Филтър по състояние
case-list-filter-order = Подреди списъка по
case-list-year = Година
case-list-event = Състезание
case-list-subject = Тема
case-list-status = Състояние
case-list-order = Подреждане
case-list-order-case_number = номер на казуса
case-list-order-board = раздаване
case-list-order-last_updated = последна промяна
case-list-showing = { $count } от { $total }
case-list-no-match-filtered = Нито един казус не минава през филтрите; изчистете ги, за да видите всички казуси.

## Анализ при открити карти
command-analyse-deals = Анализирай всички разпределения (при открити карти)…
dd-heading = При открити карти
dd-computing = Изчислява се таблицата при открити карти…
dd-incomplete = Няма таблица при открити карти: { $reason }
dd-worker-stopped = анализът при открити карти спря без отговор
dd-caveat = При открити карти: всеки играч знае всички карти. Таблицата показва какво позволяват картите, а не вероятния резултат, към който комисията коригира (Правило 12C1(c) от 2017 г.; 12C2–12C3 от 1997 г.).
dd-cell-name = { $seat } в { $strain }: { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}
dd-par = Пар { $score }: { $contracts }
dd-par-passed-out = Пар { $score }: всички пасуват
dd-par-contract = { $result } ({ $seats })
dd-play-heading = Разиграването при открити карти
dd-play-summary = { $contract }, декларант { $declarer }: { $before } взятки при открити карти преди атаката, { $after } след карта { $cards }.
dd-play-cost = Взятка { $trick }: { $card } на { $seat } струва { $cost ->
    [one] една взятка
   *[other] { $cost } взятки
} ({ $after } за страната на декларанта след нея).
dd-play-no-cost = Нито една карта не струва взятка.
dd-play-stop-unknown = Анализът спира на взятка { $trick }: картата на { $seat } не е записана.
dd-play-stop-out-of-turn = Анализът спира на взятка { $trick }: { $seat } е атакувал извън реда.
dd-play-stop-revoke = Анализът спира на взятка { $trick }: { $card } на { $seat } е ривок.
dd-play-stop-illegal = Анализът спира на взятка { $trick }: { $seat } не е могъл да изиграе { $card } там.
adjusted-dd-tricks = Откр.
adjusted-dd-tricks-hint = Взятките, които този договор взима при открити карти (всички карти известни); оцветени, когато се различават от въведените взятки.
adjusted-dd-tricks-name = при открити карти { $tricks ->
    [one] { $tricks } взятка
   *[other] { $tricks } взятки
}
analyse-deals-title = Анализ на всички разпределения
analyse-deals-progress = Анализирани { $done } от { $total } разпределения
analyse-deals-cancel = Отказ
analyse-deals-cancelling = Спира се след разпределенията, които се решават в момента…
analyse-deals-done = Анализирани { $solved } разпределения за { $seconds } s; { $already } бяха анализирани преди.
analyse-deals-cancelled = Отказано: анализирани и запазени { $solved } от { $total } разпределения; останалите остават за следващия път.
analyse-deals-refused = Не е анализирано: раздаване с { $deal } — { $reason }
analyse-deals-close = Затвори

## Прецеденти и архивът

command-archive = Архив: статистика и последователност…
case-list-row-flags = ⚑ { $count }
case-list-row-flags-hint = Сходни казуси са решени иначе: разделът „Преглед“ ги изброява.
poll-print-sheet = Отпечатай анкетния лист…
poll-print-sheet-hint = Проблемът така, както го вижда анкетираният: ръката и наддаването така, както ги е знаел този играч, без неразрешената информация (PDF или HTML според името на файла)
poll-print-lead-sheet = Отпечатай листа за първоначалната атака…
poll-print-lead-sheet-hint = Ръката на атакуващия и цялото наддаване така, както ги е знаел атакуващият, за играчи от неговата класа, питани какво биха атакували (PDF или HTML според разширението на файла)
poll-fill-lead-problem = Попълни проблема за първоначалната атака от казуса
poll-answer-heading-lead = Запишете отговор върху картите на атакуващия
poll-answer-hint-lead = Щракнете върху картата, с която анкетираният би атакувал, после върху другите атаки, които е обмислял; второ щракване връща картата.
poll-fill-problem = Попълни проблема от казуса
command-law-panel = Панел с правилника
command-hearing-view = Изглед за изслушване (на цял екран)
hearing-no-case = Отворете казус, за да го покажете в залата.
hearing-title = Казус { $case } · Раздаване { $board }
hearing-step = Въпрос { $number } от { $count }
hearing-tally-row = { $action }: избрано от { $chose } от { $polled }, сериозно обмислено от още { $considered }
hearing-keys = ← → въпросите · T резултатите от анкетата · Esc изход
votes-heading = Гласуването на комисията
votes-cast-hint = { $member } гласува „{ $answer }“
votes-majority = { $count }: отговорът на комисията е „{ $answer }“
votes-no-majority = { $count }: още няма мнозинство
votes-casting-vote = { $count }, решено с решаващия глас на председателя ({ $chair }): отговорът на комисията е „{ $answer }“
votes-tie-open = { $count }: комисията е разделена, а профилът ѝ не дава на председателя решаващ глас; въпросът остава отворен, докато някой член не промени мнението си
votes-dissent = Особено мнение на { $member } (отпечатва се с подпис в описанието и в сборника)
precedents-open-case = Отвори { $case }
precedents-back-to = ← Обратно към { $case }
precedents-no-database = Няма отворена база данни.
precedents-indexing = Индексира се архивът…
precedents-indexing-progress = Индексира се архивът: { $done } от { $total } казуса…
precedents-like-heading = Сходни казуси
precedents-like-detail = Решените казуси, които най-много приличат на този: цитираните правила, видът на казуса, констатациите, моментът на решението, думите от фактите.
precedents-like-none = Още няма решен казус, сходен с този.
precedents-like-none-detail = Никой друг решен казус няма общи с него правила, вид, констатации или момент на решението.
precedents-like-hide = Скрий сходните казуси
precedents-like-show = Покажи сходните казуси
precedents-citing-heading = Казуси, които цитират това ({ $count })
precedents-citing-none = Никой казус не цитира тази точка или съответствието ѝ в другото издание.
precedents-citing-more = и още { $count }
precedents-citing-elsewhere = { $count ->
    [one] { $count } казус цитира { $label } от Правилника от { $edition } г.
   *[other] { $count } казуса цитират { $label } от Правилника от { $edition } г.
}
precedents-citing-elsewhere-as = { $count ->
    [one] { $count } казус цитира { $label } от Правилника от { $edition } г. (= { $counterpart } от { $asked } г.)
   *[other] { $count } казуса цитират { $label } от Правилника от { $edition } г. (= { $counterpart } от { $asked } г.)
}
precedents-citing-elsewhere-open = Отвори { $label } от { $edition } г.
precedents-flags-heading = Сходни казуси, решени иначе
precedents-flags-none = Никой сходен казус не е решен иначе.
precedents-flags-detail = Попитайте защо, преди да одобрите: сходни казуси, в които комисията е констатирала друго.
archive-window-title = Архив: статистика и последователност
archive-tab-statistics = Статистика по години
archive-tab-consistency = Последователност
archive-empty = В архива още няма казуси с дата.
archive-from = От
archive-to = до
archive-all-years = Всички години
archive-consistency-working = Сравняват се решените казуси…
archive-summary = { $cases } казуса за { $years } години
archive-chart-subjects = Казуси по години и теми
archive-chart-rulings = Решенията на съдията: потвърдени, променени, отменени
archive-chart-bodies = Решенията на съдиите по органа, разгледал контестацията
archive-cases = казуси
archive-upheld = потвърдено
archive-changed = променено
archive-cancelled = отменено
archive-undecided = нерешено
archive-chart-deposits = Задържани депозити и контестации без основание
archive-deposits-kept = задържан депозит
archive-without-merit = контестация без основание
archive-deposits-returned = върнат депозит
archive-chart-methods = Административни резултати по метод
archive-method-weighted = с тежести
archive-method-assigned = назначен
archive-method-artificial = изкуствен
archive-chart-laws = Най-често цитираните правила
archive-law = Правило
archive-chart-panel = Мнението на панелите: променени решения на съдията, оценени като подобрени, влошени или твърде спорни
archive-panel-explained = От панелите на сборниците: от решенията на съдията, променени при контестация, колко панелът е оценил като подобрени (нагоре) и влошени (надолу); подобрение на казус = (подобрени − влошени) / оценени променени решения.
archive-panel-improved = подобрено
archive-panel-worsened = влошено
archive-panel-too-close = твърде спорно
archive-panel-year = Година
archive-panel-body = Разглеждал
archive-panel-commented = С коментари
archive-panel-changed = Променени, оценени
archive-panel-improvement = Подобрение на казус
archive-panel-ruling-mark = Оценка на решението на съдията
archive-panel-decision-mark = Оценка на решението по контестацията
archive-panel-all = Общо
archive-panel-by-law = По правила
archive-consistency-summary = { $cases } решени казуса; { $pairs } двойки сходни казуси, решени иначе

## Грешки: грешките на ядрото така, както ги казва прозорецът (src/i18n/errors). Английският текст
## следва собствените думи на ядрото; всяко съобщение запазва реда, картата, мястото или обявата, които грешката посочва.

error-seat-of = { $seat ->
    [N] Север
    [E] Изток
    [S] Юг
   *[W] Запад
}
error-side = { $side ->
    [NS] Север–Юг
   *[EW] Изток–Запад
}
error-at-path = { $path }: { $reason }
error-expected-first-seat = първото място (N, E, S или W)
error-expected-pbn-deal = разпределение в PBN, като N:AKQ2.T98..J9876 - - -
error-expected-colon = ':' след първото място
error-expected-deal-end = краят на разпределението (разпределението има четири ръце)
error-expected-four-hands = четири ръце, разделени с интервали, - за неизвестна ръка
error-expected-line-seat = място (N, E, S или W) в началото на реда
error-expected-rank-or-space = стойност на карта (AKQJT98765432 или 10) или интервал
error-expected-pbn-hand = ръка, като AKQ2.T98..J9876
error-expected-ten = 0 (десетката се пише 10 или T)
error-expected-rank-pbn = стойност на карта (ръката в PBN има четири цвята, следователно три точки)
error-expected-dot-after-void = '.' след чикана
error-expected-rank-or-dot = стойност на карта (AKQJT98765432 или 10) или '.'
error-expected-dot = '.' (ръката в PBN има четири цвята, следователно три точки)
error-expected-spades = картите в пики (стойности като AKQ2 или - за чикана)
error-expected-hearts = картите в купи (стойности като AKQ2 или - за чикана)
error-expected-diamonds = картите в кари (стойности като AKQ2 или - за чикана)
error-expected-clubs = картите в трефи (стойности като AKQ2 или - за чикана)
error-expected-hand-end = краят на ръката (ръката има четири цвята)
error-expected-space-after-void = интервал след чикана
error-expected-first-caller = мястото на първата обява: N, E, S или W
error-expected-leader = мястото на играча с първоначалната атака: N, E, S или W
error-expected-board-number = номер на раздаване, 1 или повече
error-expected-seat = място: N, E, S или W
error-expected-vulnerability = None, NS, EW или All
error-expected-declarer = място: N, E, S или W, с ^ пред него, ако декларантът и морът са разменени
error-expected-contract = договор като 4HX или 3NT, или Pass
error-expected-tricks = брой взятки от 0 до 13 („9“, „NS 9“ или „EW 4“)
error-expected-result-without-declarer = резултат за декларанта, понеже не е посочен декларант
error-expected-score = резултат като „NS 620“, „EW 100“ или „620“
error-expected-score-without-declarer = резултат с NS или EW, понеже не е посочен декларант
error-expected-tag = таг като [Event "…"] или коментар
error-expected-play-token = карта като SK или H2, -, =n=, $n, ^R, ^L, * или +
error-expected-after-play-end = нищо след * (разиграването е спряло)
error-expected-auction-token = обява (Pass, X, XX, от 1C до 7NT, AP), =n=, $n, ^I, ^S, * или +
error-expected-call-after = обява след него
error-deal-unexpected = неочаквано „{ $found }“ на знак { $position }; очаква се { $expected }
error-deal-ends = текстът свършва на знак { $position }; очаква се { $expected }
error-deal-repeated-card = { $card } е написана два пъти в една и съща ръка (знак { $position })
error-deal-duplicate-card = { $card } е и в { $first }, и в { $second }
error-deal-wrong-count = { $seat } има { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}, а ръката има 13
error-deal-hand-too-long = ръката има най-много 13 карти; тази има { $count }
error-deal-unknown-hand = ръката на { $seat } не е известна; пълното разпределение има и четирите ръце
error-deal-seat-repeated = { $seat } е посочен два пъти (знак { $position })
error-deal-too-few-complete = последната ръка може да се попълни, когато три ръце имат по 13 карти; от четирите толкова имат { $count }
error-call-empty = празна обява: напишете Pass, X, XX или декларация като 1S, 2♠ или 3NT
error-call-unknown = „{ $text }“ не е обява: напишете Pass, X, XX или декларация като 1S, 2♠ или 3NT
error-call-level = нивото на „{ $text }“ е невъзможно: декларацията е от 1 до 7
error-call-missing-strain = „{ $text }“ има ниво, но няма наименование: напишете след него C, D, H, S или NT, като 1S или 3NT
error-call-strain = „{ $strain }“ в „{ $text }“ не е наименование: напишете C, D, H, S или NT (♣ ♦ ♥ ♠, БК)
error-call-not-a-bid = „{ $text }“ е обява, но не е декларация: декларацията има ниво и наименование, като 1S или 3NT
error-call-all-pass = „{ $text }“ (всички пасуват) означава пасовете, които завършват наддаването, а не една обява
error-call-at = обява { $position } („{ $written }“): { $reason }
error-illegal-insufficient = недостатъчна декларация: { $bid } не надвишава последната декларация, { $last } (Правило 18D)
error-illegal-double-without-bid = X без направена декларация: контрира се само декларация на противник (Правило 19A1)
error-illegal-double-own-side = X на { $bid }, декларация на собствената страна на контриращия: контрира се само декларация на противник (Правило 19A1)
error-illegal-already-doubled = X на { $bid }: декларацията вече е контрирана (Правило 19A1)
error-illegal-redouble-without-double = XX без контра, която да се реконтрира: реконтрира се само контра на противник (Правило 19B1)
error-illegal-redouble-own-side = XX на { $bid }, контрирана от собствената страна на реконтриращия: реконтрира се само контра на противник (Правило 19B1)
error-illegal-already-redoubled = XX на { $bid }: декларацията вече е реконтрирана (Правило 19B1)
error-illegal-auction-ended = наддаването е приключило (три паса след последната декларация или четири паса): не може да последва обява (Правила 22 и 39)
error-auction-call = обява { $position }: { $reason }
error-auction-illegal = обява { $position } („{ $written }“): { $reason }
error-auction-after-all-pass = „{ $written }“ след AP: „всички пасуват“ завършва наддаването
error-card = „{ $text }“ не е карта: напишете цвета, после стойността, като SA, H10 или ♦T
error-seat = непознато място „{ $text }“: очаква се N, E, S или W
error-side-unknown = непозната страна „{ $text }“: очаква се NS или EW
error-vulnerability = непозната зона „{ $text }“: очаква се None, NS, EW или All
error-contract = „{ $text }“ не е договор: напишете нивото 1–7, наименованието и X или XX, като 4HX или 3NT
error-contract-level = ниво на договора { $level } е невъзможно: договорът е от 1 до 7
error-board-zero = няма раздаване 0: раздаванията се номерират от 1
error-board-number = „{ $text }“ не е номер на раздаване
error-scoring-tricks = { $count ->
    [one] { $count } взятка е невъзможно
   *[other] { $count } взятки е невъзможно
}: декларантът взима от 0 до 13 взятки
error-card-played-twice = { $card } е изиграна два пъти
error-too-many-tricks = разиграването има повече от 13 взятки
error-pbn-at-tag = ред { $line }, таг { $tag }: { $reason }
error-pbn-at-line = ред { $line }: { $reason }
error-pbn-not-utf8 = този ред не е валиден UTF-8, наборът от знаци, който файлът обявява
error-file-not-unicode = този ред не е валиден { $text }, кодирането, което посочва маркерът за ред на байтовете във файла
error-pbn-charset = файлът обявява набора от знаци „{ $text }“, който не е известен
error-pbn-truncated = файлът свършва вътре в { $place }: изглежда орязан
error-pbn-inside-tag-pair = двойка таг–стойност
error-pbn-inside-tag-value = стойност на таг
error-pbn-inside-comment = коментар {"{"}
error-pbn-malformed-tag = неправилен таг: { $reason }
error-pbn-tag-no-name = след [ се очаква име на таг, намерено е „{ $found }“
error-pbn-tag-no-value = след { $tag } се очаква стойността в кавички, намерено е „{ $found }“
error-pbn-tag-unclosed = стойността на { $tag } не е затворена с " на своя ред
error-pbn-tag-no-bracket = след стойността на { $tag } се очаква ], намерено е „{ $found }“
error-pbn-bad-value = „{ $found }“ не е { $expected }
error-pbn-inheritance = стойността "#" (или "##") не може да се наследява в този таг (PBN §4.8)
error-pbn-data-after-tag = неочаквано „{ $text }“ след тага: данни следват само таговете Auction, Play и таблиците
error-pbn-unexpected = „{ $found }“ не може да се прочете тук: очаква се { $expected }
error-pbn-call-after-end = „{ $text }“ следва * или +, които завършват раздела
error-pbn-auction-not-ended = наддаването не завършва: нужни са три паса след последната декларация (четири, ако никой не е декларирал), AP или *, за да се каже, че спира там
error-pbn-first-caller = наддаването започва с { $first }, но откриващ е { $dealer }
error-pbn-nothing-to-annotate = пред „{ $text }“ няма обява или карта, която да анотира
error-pbn-card-not-held = { $card } е изиграна от { $seat }, в чиято ръка я няма
error-pbn-malformed-note = бележката (Note) се пише "n:текст" с n от 1 („{ $text }“)
error-lin-at-key = ред { $line }, { $tag }|: { $reason }
error-lin-at-line = ред { $line }: { $reason }
error-lin-no-lin = връзката няма част lin=: очаква се връзка към прегледа на ръце на BBO, като …handviewer.html?lin=pn|…
error-lin-no-board = няма раздаване: LIN дава раздаването като md|… (разпределението) или mb|… (обявите)
error-lin-truncated = текстът свършва вътре в стойността на { $text }|: изглежда орязан
error-lin-dealer = „{ $text }“ не започва с откриващия: 1 Юг, 2 Запад, 3 Север, 4 Изток
error-lin-hand = ръка { $seat } от разпределението: „{ $found }“ не е ръка като SAKQHT98D2CAJ32
error-lin-vulnerability = „{ $text }“ не е зона: o (никой), n, e или b (всички)
error-lin-call-before-deal = обява преди разпределението (md|) посочва откриващия
error-lin-card-before-deal = карта преди разпределението (md|): не може да се знае чия е картата
error-lin-explanation = обяснение без обява пред него
error-lin-card = „{ $text }“ не е карта като D4 или ST
error-lin-claim = „{ $text }“ не е претенция: броят взятки, за които претендира декларантът общо, от 0 до 13
error-record-no-board = записът няма номер на раздаване; казусът се отнася за едно номерирано раздаване
error-record-other-board = записът е за раздаване { $board }, казусът е за раздаване { $number }
error-record-call-differs = обява { $position } в казуса е { $call }, с бележките на комисията към нея, но във файла е { $found }; първо поправете наддаването в казуса, за да запазят бележките своята обява
error-record-call-missing = обява { $position } в казуса е { $call }, с бележките на комисията към нея, но във файла липсва; първо поправете наддаването в казуса, за да запазят бележките своята обява
error-import-not-hand-records = пакетът с казуси съдържа цели казуси, а не разпечатки на разпределения
error-import-no-board = файлът { $format } не съдържа раздаване
error-import-record = { $place }: { $reason }
error-import-place = запис { $position } от файла
error-import-place-board = запис { $position } от файла (раздаване { $board })
error-import-place-room = запис { $position } от файла (раздаване { $board }, зала { $room })
error-import-no-such-board = раздаване { $board } не е във файла (в него { $count ->
    [one] е раздаване
   *[other] са раздавания
} { $numbers })
error-import-no-such-room = раздаване { $board } няма зала { $room } във файла (има { $rooms })
error-import-several-boards = раздаване { $board } е във файла { $count ->
    [one] { $count } път
   *[other] { $count } пъти
} (зали: { $rooms }); изберете залата
error-store-not-found = { $path }: няма такъв файл с база данни
error-store-not-sqlite = { $path }: не е база данни SQLite (файлът не започва със заглавката на SQLite)
error-store-not-casebook = { $path }: база данни SQLite, но не на Casebook: { $reason }
error-store-empty-file = файлът е празен
error-store-other-tables = съдържа таблиците на друга програма
error-store-application-id = идентификаторът ѝ на приложение е { $id }
error-store-corrupt = { $path }: базата данни е повредена ({ $detail }); възстановете резервно копие или изпълнете `casebook check`
error-store-newer-schema = { $path }: създадена от по-нов Casebook (версия на схемата { $found }; тази версия познава до { $supported }); не е променена: { $install }
error-store-read-only = { $path }: файлът е само за четене; Casebook трябва да пише в базата си данни
error-store-locked = { $path }: базата данни е заключена от друга програма или прозорец; опитайте отново, когато приключи
error-store-conflict = казус { $uuid } е записан междувременно от някой друг (записана редакция { $stored }, вашата се основаваше на { $yours }); вашият текст е запазен сред конфликтите
error-store-no-such-case = няма казус { $uuid } в тази база данни
error-store-delete-refused = казус { $uuid }: вашата роля не позволява да го изтриете (член на комисия изтрива само нерешените казуси — чернови или изслушани — от своите състезания; отговорният съдия и администраторът — всеки казус)
error-store-save-refused = казус { $uuid }: вашата роля не позволява да запишете тази промяна (член на комисия променя само казусите от своите състезания и не ги одобрява; редакторът и коментаторът не променят казуси); вашите промени не са изгубени
error-store-review-only = казус { $uuid }: преразглеждащият решението записва само преразглеждането (отговорите на въпросите му, решението, депозита); фактите, изявленията и решението на съдията са на съдията — нищо не е записано, вашите промени не са изгубени
error-store-set-aside-reason = отговорът се отделя с причина: напишете защо не се брои
error-store-text-held = библиотеката вече съдържа този текст като текст { $id } ({ $title }); нищо не е добавено: премахнете го или импортирайте с --replace
error-store-no-such-text = библиотеката няма добавен текст { $id } (casebook texts list ги показва)
error-store-texts-refused = вашата роля не позволява да добавяте и премахвате текстове от библиотеката с правила (могат отговорният съдия, редакторът и администраторът); нищо не е променено
error-store-comment-refused = казус { $uuid }: с това потребителско име не може да се пише коментарът на { $commentator }: коментаторът пише само своя, за решените казуси, за които панелът го пита
error-panel-no-scope = панелът не посочва нито година, нито състезание
error-panel-zero-scale = скалата на оценките трябва да стига над 0
error-panel-unnamed = коментатор няма име
error-panel-same-name = двама коментатори се казват „{ $name }“
error-panel-same-login = двама коментатори пишат като { $login }
error-comment-no-commentator = коментарът не посочва коментатор
error-comment-mark-above-scale = оценката { $mark } е над скалата на панела 0–{ $scale }
error-comment-empty = коментарът няма текст, оценка или заключение
error-store-invalid-case = казус { $uuid }: { $reason }
error-store-status-change = казус { $uuid }: състоянието не може да премине от { $from } в { $to }; то се променя с една стъпка наведнъж
error-store-stored-case = записаният казус { $uuid } не може да се прочете: { $field }: { $detail }
error-store-bundle = пакетът е отхвърлен, нищо не е внесено: { $reason }
error-store-cancelled = Спряно преди края: нищо не е внесено
error-store-sqlite = грешка в базата данни: { $detail }
error-archive-unreachable = { $archive }: сървърът е недостъпен: { $reason }
error-archive-login = { $archive }: сървърът отказа влизането: { $reason }
error-archive-no-hba-line = { $archive }: в pg_hba.conf на сървъра няма ред, който пуска { $user } в { $database } от този компютър (нешифрована връзка): администраторът му добавя такъв (hostssl { $database } { $user } АДРЕС/БИТОВЕ scram-sha-256) и презарежда сървъра
error-archive-no-hba-line-encrypted = { $archive }: в pg_hba.conf на сървъра няма ред, който пуска { $user } в { $database } от този компютър (шифрована връзка): администраторът му добавя такъв (hostssl { $database } { $user } АДРЕС/БИТОВЕ scram-sha-256) и презарежда сървъра
error-archive-tls-refused = { $archive }: сървърът не приема шифрована връзка, а sslmode={ $mode } изисква такава: администраторът му включва TLS (ssl = on в postgresql.conf, със сертификата на сървъра); sslmode=disable само в мрежа, на която имате доверие
error-archive-no-createrole = собственикът на архива { $login } няма право да създава роли, което е нужно, за да се постави архивът под роли: суперпотребителят на сървъра му го дава с ALTER ROLE "{ $login }" CREATEROLE или изпълнява веднъж casebook archive init
error-archive-not-casebook = { $archive }: не е архив на Casebook: { $reason }; не е променен
error-archive-newer-schema = { $archive }: създаден от по-нов Casebook (версия на схемата { $found }; тази версия познава до { $supported }); не е променен: { $install }
# Накъде по-старият Casebook праща потребителя си за по-новия: { $install } в error-store-newer-schema и error-archive-newer-schema.
error-install-newer = инсталирайте по-новия Casebook оттам, откъдето го разпространява вашата федерация
error-install-newer-from = инсталирайте по-новия Casebook от { $address }
error-archive-server-too-old = { $archive }: сървърът работи с PostgreSQL { $found }; Casebook изисква PostgreSQL { $needed } или по-нов
error-archive-server = { $archive }: { $message }
error-archive-address = { $archive }: { $reason }
error-address-scheme = адресът на сървъра започва с postgres:// или postgresql://
error-address-port = "{ $text }" не е номер на порт
error-address-sslmode = sslmode "{ $text }" не е от disable, allow, prefer, require, verify-ca, verify-full
error-address-option = адресът има непозната опция "{ $text }"
error-address-timeout = connect_timeout "{ $text }" не е брой секунди
error-address-ipv6 = "{ $text }": IPv6 адресът не е затворен с ]
error-address-host-port = "{ $text }" не е хост и порт
error-address-escape = "{ $text }" съдържа повредена %-последователност
error-address-utf8 = "{ $text }" не е UTF-8 след декодиране
error-address-no-user = адресът не посочва потребител, нито PGUSER
error-archive-destination-not-empty = { $destination } вече съдържа { $cases } казуса: архивът се копира в празен (за сливане внесете пакет)
error-bundle-json = повреден JSON на ред { $line }, колона { $column }: { $detail }
error-bundle-not-object = пакетът е JSON обект
error-bundle-format = format е "{ $found }", а не "{ $expected }"
error-bundle-no-format = няма поле "format": "{ $expected }"
error-bundle-no-version = няма номер "version"
error-bundle-version = версия на пакета { $found }; този Casebook чете версия { $supported }
error-bundle-no-cases = няма списък "cases"
error-bundle-revision-too-large = редакция { $revision } е твърде голяма
error-bundle-case = казус { $position }: { $reason }
error-bundle-case-uuid = казус { $position } ({ $uuid }): { $reason }
error-bundle-revision-zero = редакция 0 е казус, който никога не е записван
error-bundle-uuid-twice = UUID се среща два пъти в пакета
error-io-not-found = няма такъв файл или папка
error-io-permission = достъпът е отказан
error-io-full = дискът е пълен
error-io-read-only = файловата система е само за четене
error-io-directory = това е папка, а не файл
error-io-cannot-open = файлът с базата данни не може да се отвори
error-open-no-default = в тази система няма местоположение на базата данни по подразбиране (няма домашна директория): стартирайте с --db PATH
error-field = { $field ->
    [identity] {""}
    [people] {""}
    [calls] {""}
    [board] {""}
    [year] година
    [language] език
    [seat] място
    [name] име
    [role] роля
    [deal] разпределение
    [auction] наддаване
    [dealer] откриващ
    [call] обява
    [note] бележка
    [result] резултат
    [contract] договор
    [declarer] декларант
    [tricks] взятки
    [play] разиграване
    [opening_lead] първоначална атака
    [ruling] решение на съдията
    [decision] решение на комисията
    [adjusted] административен резултат
    [weight] тежест
    [step] стъпка
    [action] действие
    [amount] размер
    [commentator] коментатор
    [review] преглед
    [status] състояние
    [uuid] UUID
   *[other] { $field }
}
error-field-item = { $field ->
    [players] играч { $position }
    [committee] член на комисията { $position }
    [annotations] бележка към обява { $position }
    [outcomes] изход { $position }
    [workflow] отговор { $position }
    [polls] анкета { $position }
    [pollees] анкетиран { $position }
    [procedural_penalties] наказание { $position }
    [commentary] коментар { $position }
    [subjects] тема { $position }
   *[other] { $field } { $position }
}
error-case-field = { $field }: { $reason }
error-case-year = { $text } не е правдоподобна година
error-case-language = езикът е празен; напишете код като ru
error-case-seat-taken = { $seat } вече има играч
error-case-name-empty = името е празно
error-case-second-chair = комисията вече има председател
error-case-auction-dealer = наддаването започва с { $caller }, но откриващ на раздаването е { $dealer }
error-case-no-such-call = обява { $position } не съществува: наддаването има { $count ->
    [one] { $count } обява
   *[other] { $count } обяви
}
error-case-annotated-twice = обява { $position } е анотирана два пъти
error-case-note = бележка номер { $number } е нула или вече е използвана
error-case-no-declarer = договорът изисква декларант
error-case-passed-out = раздаване, в което всички пасуват, няма декларант и взятки; въведете договора
error-case-tricks = { $count ->
    [one] { $count } взятка
   *[other] { $count } взятки
}: раздаването има 13
error-case-lead = { $card } не е в ръката на играча с първоначалната атака ({ $leader })
error-case-weight = „{ $text }“ не е тежест: напишете процент (30%), дроб (1/3) или десетично число (0.25)
error-case-step-empty = стъпката е празна
error-case-action-empty = действието на анкетирания е празно
error-case-penalty-amount = наказанието няма размер
error-case-commentator = коментарът изисква името на коментатора си
error-case-subject-twice = темата { $subject } е посочена два пъти
error-case-given-twice = казусът е подаден два пъти сред записаните
error-definitions-json = невалиден JSON: { $detail }
error-definitions-invalid = { $field }: { $detail }
error-adjust-no-outcomes = няма изходи, които да се назначат или претеглят
error-adjust-negative-weight = тежестта на { $outcome } е { $weight }, а тежестта не може да е отрицателна
error-adjust-side-weights-sum = сборът на тежестите на { $side } е { $sum }, а не 100% ({ $listing })
error-adjust-weights-sum = сборът на тежестите е { $sum }, а не 100% ({ $listing })
error-adjust-probability = вероятността на { $outcome } е { $weight }, извън 0 до 100%
error-adjust-probabilities-sum = сборът на вероятностите е { $sum }, повече от 100% ({ $listing })
error-adjust-mixed-weights = изходите смесват обща тежест за двете страни с отделни тежести за всяка страна; дайте на всички изходи един и същ вид
error-adjust-offender-weights = по схемата „само за невиновните“ виновните получават назначения си резултат, затова нямат свои тежести
error-adjust-empty-field = няма сравнения в мач-точки: посочете резултатите на Север–Юг на другите маси
error-adjust-no-other-room = другата зала няма резултати за сравнение
error-adjust-negative-other-room = тежестта на резултат { $position } от другата зала е отрицателна
error-adjust-other-room-sum = сборът на тежестите на другата зала е { $sum }, а не 100%
error-adjust-knockout = осредняването при елиминация (Правило 12C4 от 2017 г., Правило 86B от 1997 г.) се прилага при изчисляване в IMPs, не в мач-точки
error-adjust-combined-award = според Правилника от { $edition } г. изкуствен и назначен резултат никога не се съчетават за едно нарушение (коментар от 1997 г., 12.26); по-благоприятното от среден плюс и назначен резултат е Правило 86B2(b) от 2017 г.
error-adjust-average-plus-or-assigned-teams = по-благоприятното от среден плюс и назначен резултат (Правило 86B2(b) от 2017 г.) е за отборна игра, изчислявана в IMPs
error-adjust-average-plus-or-assigned-without = Правило 86B2(b) от 2017 г. сравнява среден плюс с назначен резултат или резултат с тежести; посочете такъв
error-adjust-session-percent = резултат за сесията { $weight }% е извън 0 до 100%
error-adjust-weighting-not-allowed = { $profile } не допуска резултати с тежести: { $source }
error-adjust-overflow = числата са разделени твърде дробно, за да се изчислят точно; опростете тежестите
error-weight-malformed = „{ $text }“ не е тежест: напишете процент (25%, 33.33%), десетично число (0.25) или дроб (1/3)
error-weight-too-precise = „{ $text }“ има повече десетични знаци, отколкото се пише тежест (процентите до два, десетичните числа до четири): напишете я като дроб, например 1/3
error-weight-zero = „{ $text }“ дели на нула
error-law-search-index = индексът за търсене в правилника не може да се прочете: { $detail }
error-law-search-unavailable = индексът за търсене в правилника не можа да бъде изграден: { $detail }
error-dd-deal = разпределението не може да се анализира при открити карти: { $detail }
error-dd-table-line = „{ $line }“ не е декларант, наименование и брой взятки
error-dd-table-cell = „{ $line }“ не е декларант, наименование и 0–13 взятки
error-dd-table-incomplete = таблицата не дава всичките двадесет клетки декларант–наименование
error-dd-table-differs = файлът дава на { $seat } { $claimed } взятки в { $strain }; при открити карти той взима { $solved }
error-publish-no-cases = няма прегледани казуси от { $year } г. за публикуване ({ $published } вече публикувани, { $count } още непрегледани)
error-publish-no-cases-filtered = няма прегледани казуси от { $year } г. за публикуване за поисканите състезания и теми ({ $published } вече публикувани, { $count } още непрегледани)
error-publish-training = { $count ->
    [one] { $count } учебен казус, който никога не се публикува
   *[other] { $count } учебни казуса, които никога не се публикуват
}
error-publish-output-twice = { $path } е посочен два пъти: един сборник се записва по веднъж във всеки файл
error-site-federation-twice = два архива са посочени като федерацията „{ $name }“: наименувайте всеки архив различно
error-site-no-cases = няма публикуван казус за уебсайта: първо публикувайте сборника за годината
error-site-no-cases-narrowed = няма публикуван казус за уебсайта за поисканите година и състезания: първо публикувайте сборника за годината
error-site-index = индексът за търсене не можа да бъде изграден: { $detail }
error-site-write = уебсайтът не може да се запише в { $path }: { $reason }
error-site-not-a-folder = { $path } е файл, а не папка: уебсайтът е папка със страници
error-publish-write = сборникът не може да се запише в { $path }: { $reason }
error-publish-typeset = PDF файлът не можа да бъде набран: { $detail }
error-number = не е цяло число
error-number-too-large = числото е твърде голямо
editor-saver-not-started = казус { $uuid }: нишката за записване не можа да стартира
editor-saver-stopped = казус { $uuid }: нишката за записване спря
import-unrecognised = { $file }: нито разпечатка на разпределения в PBN или LIN, нито пакет с казуси
import-bundle-not-utf8 = { $file }: пакетът с казуси трябва да е текст в Unicode (UTF-8 или UTF-16 с маркер за ред на байтовете)
import-not-started = внасянето не можа да започне
import-no-answer = внасянето спря без отговор
error-sheet-past-the-end = наддаването има { $count ->
    [one] { $count } обява
   *[other] { $count } обяви
}: няма обява { $call } за анкета
error-sheet-not-the-seat = обява { $call } е направена от { $other }, а не от { $seat }
error-sheet-no-decision-point = казусът няма обява за анкета: нито колебание, нито алерт отбелязва такава
error-sheet-no-contract = наддаването не е завършило с договор: няма първоначална атака за анкета
error-sheet-no-hand = ръката на { $seat } не е в разпределението на казуса
error-vote-not-on-committee = { $member } не е член на комисията по казуса: гласът не се брои
error-vote-already = { $member } вече е гласувал по този въпрос
error-vote-not-voted = комисията не гласува по този въпрос
error-vote-no-such-answer = „{ $answer }“ не е отговор на този въпрос
error-vote-not-in-minority = { $member } не е гласувал с малцинството: особено мнение пише само член на малцинството
error-vote-none = { $member } не е гласувал по този въпрос
error-vote-settled = гласуването е решило този въпрос: глас се оттегля само докато въпросът е отворен
votes-withdraw = { $member } оттегля гласа си

## Резултатите от състезание: протоколът на раздаването, внасяне на файл с резултати
results-place-board = раздаване { $board }
results-place-section = секция { $section }
results-place-table = маса { $table }
results-place-pairs = С–Ю { $ns } срещу И–З { $ew }
results-place-line = ред { $line }
results-unit-matchpoints = мач-точки
results-unit-butler = IMPs по Бътлър
results-unit-cross-imps = крос-IMPs
results-unit-imps = IMPs
error-results-wrong-score = { $result } носи { $law77 }, а не { $given }
error-results-no-such-board = състезанието няма раздаване { $board } (раздаванията му са { $boards })
error-results-pair-twice = двойка { $pair } на { $side } има два реда в раздаването
error-results-table-twice = маса { $table } има два реда в раздаването
error-results-two-vulnerabilities = раздаването е посочено със зона { $first }, а също и със зона { $second }
error-results-points-disagree = файлът дава на { $side } { $given } { $unit }, протоколът дава { $computed }
error-results-datum = базата по Бътлър във файла е { $given }, в протокола е { $computed }
error-results-unplaced = { $detail }; не може да се внесе нито едно раздаване, докато ред от файла не може да бъде разпознат
error-results-other-event = файлът е за състезанието "{ $file }", а не "{ $event }"
error-results-pair-listed-twice = двойка { $pair } е посочена два пъти сред двойките на състезанието
error-results-rescoring = корекциите не могат да се приложат: { $detail }
error-results-read = файлът с резултати не може да се прочете: { $detail }
error-results-no-event = казусът не посочва състезание: резултатите му не могат да бъдат намерени
error-results-no-results = архивът не съдържа резултати от състезанието "{ $event }"
error-results-no-board = резултатите от състезанието "{ $event }" нямат раздаване { $board }
error-results-ruling = решението на съдията не може да бъде поставено в полето: { $detail }
command-import-results = Внеси резултати…
traveller-heading = Протокол
traveller-reading = Четат се резултатите от състезанието…
traveller-none = Архивът не съдържа резултати от това раздаване на състезанието (Файл › Внеси резултати…).
traveller-caption = Раздаване { $board }: { $results } резултата, мач-точки по скалата „две за победа“ (топ { $top }).
traveller-neuberg = Приведено към { $results } резултата (Нойберг): раздаването не е играно на всяка маса.
traveller-table = Маса
traveller-ns = С–Ю
traveller-ew = И–З
traveller-result = Резултат
traveller-score = Резултат С–Ю
traveller-mp-ns = МТ С–Ю
traveller-mp-ew = МТ И–З
traveller-after-ns = След: С–Ю
traveller-after-ew = И–З
traveller-ruling = ▶ Редът на казуса след решението на съдията: { $result }. Оцветени: мач-точките, които решението премества.
traveller-ruling-problem = Решението на съдията не може да бъде поставено в полето: { $detail }
traveller-no-ruling = Няма записан административен резултат: игралният резултат остава.
traveller-line-ambiguous = Няколко реда имат игралния резултат на казуса: изберете масата на казуса по-долу.
traveller-line-not-found = Нито един ред няма игралния резултат на казуса: изберете масата на казуса по-долу.
traveller-line-missing = Избраната маса (С–Ю { $ns } срещу И–З { $ew }) не е в протокола: изберете отново.
traveller-case-line = Масата на казуса
traveller-line-by-result = Намерена по игралния резултат
traveller-line-at-table = Маса { $table }: С–Ю { $ns } срещу И–З { $ew } — { $result }
traveller-line = С–Ю { $ns } срещу И–З { $ew } — { $result }
results-import-title = Внасяне на резултати
results-import-file = Файл с резултати
results-import-no-file-chosen = не е избран файл
results-import-choose = Избери…
results-import-event = Състезание
results-import-events-hint = Състезанията, които посочват казусите в архива
results-import-boards = Раздаванията на състезанието
results-import-boards-hint = напр. 1-36; празно: всички
results-import-formats = PBN (ScoreTable), USEBIO 1.2 (XML) или CSV. Всеки ред се проверява по Правило 77 и мач-точките от файла се преизчисляват; раздаване с грешен ред се отхвърля изцяло.
results-import-run = Внеси
results-import-working = Четене и проверка…
results-import-no-file = Първо изберете файла с резултати.
results-import-bad-boards = Раздаванията се пишат като 1-36 или 1-12, 25-36.
results-import-file-refused = Файлът е отхвърлен; нищо не е внесено:
results-import-written = Внесени: { $boards } раздавания ({ $list }).
results-import-unchanged = Непроменени: { $boards } раздавания ({ $list }) — архивът вече ги съдържаше така.
results-import-refused = Отхвърлени: { $boards } раздавания ({ $list }):
results-import-case = Раздаване { $board }: казус { $cases }.
adjusted-field-from-traveller = Вземи полето от протокола ({ $count ->
    [one] { $count } резултат
   *[other] { $count } резултата
})
adjusted-field-as-traveller = Полето съвпада с протокола.
adjusted-field-differs = Полето се различава от внесения протокол: в него липсват { $missing } и освен това има { $extra }.
error-archive-no-roles-in-file = Файлът с база данни няма роли (един потребител, един файл): ролите са на архив в PostgreSQL.
error-archive-no-access = { $archive }: няма достъп до този архив. Поискайте роля от администратора му.
error-archive-older-schema = { $archive }: архивът е с версия на схемата { $found }, а този Casebook изисква версия { $supported }; собственикът му ({ $owner }) трябва да го отвори веднъж с тази версия, за да го мигрира ({ $reason }); не е променен
error-replica-another-archive = { $replica } е реплика на архива { $replica_archive }, а { $archive } е друг архив ({ $server_archive }): репликата се синхронизира само с архива, от който е създадена; нищо не е променено
error-replica-not-replica = { $replica } не е реплика на архив на сървър: създайте такава с `casebook sync --db FILE --server postgres://…`
error-replica-on-server = { $location }: репликата е файл с база данни на този компютър, а не сървър
error-replica-not-empty = { $replica } вече съдържа { $cases } собствени казуса: репликата се създава в нов файл (за сливане на казуси изнесете и внесете пакет)
status-roles = Роля: { $roles }
status-replica-syncing = Синхронизиране с { $archive }… { $done } от { $total }
status-replica-offline = Без връзка от { $time } — { $changed ->
    [one] { $changed } променен казус
   *[other] { $changed } променени казуса
}
status-replica-synced = Реплика на { $archive }, синхронизирана в { $time }
status-replica-changed = { $changed ->
    [one] { $changed } казус, променен оттогава
   *[other] { $changed } казуса, променени оттогава
}
status-replica-conflicts = { $conflicts ->
    [one] { $conflicts } запазен конфликт
   *[other] { $conflicts } запазени конфликта
}
command-sync = Синхронизирай с архива
kept-sync = Редактиран едновременно тук и на сървъра: текстът от сървъра (редакция { $stored }) вече е казусът; текстът от този компютър (редакция { $revision }) е запазен, { $when }.
kept-deleted-on-server = Изтрит на сървъра, докато е редактиран тук: казусът е запазен, { $when }. Да бъде ли изтрит, както на сървъра, или да се запази?
kept-deleted-here = Изтрит тук, докато е редактиран на сървъра: казусът е запазен така, както е на сървъра (редакция { $stored }), { $when }. Да бъде ли все пак изтрит, или да се запази?
kept-import = Пакет донесе друг текст на този казус (редакция { $revision }), докато той се редактираше тук; текстът е запазен, { $when }.
kept-save = Друг текст на този казус (основан на редакция { $revision }) загуби записването пред редакция { $stored }; запазен е, { $when }.
kept-use = Използвай запазения текст
kept-keep-current = Остави казуса, както е
kept-keep-case = Запази казуса
kept-delete = Изтрий казуса
editor-read-only-role = Вашата роля чете казуси и не променя нито един: редакторът ги публикува, коментаторът пише коментара си във Файл › Коментирай казуси…
editor-reviewer-only = Вие преразглеждате решението по този казус: въпросите и решението при преразглеждането са ваши; фактите и решението на съдията са на съдията и се показват само за четене.
history-heading = Кой е променял казуса
history-none = Няма записани промени: файлът с база данни не пази история; архивът на сървъра пази.
history-insert = създаден
history-update = променен
history-delete = изтрит
history-comment = коментар на панела
history-poll_answer = отговор на анкетата: { $pollee }
history-answer_set_aside = отговор на анкетата е отделен: { $pollee }
role-committee = член на комисия
role-chief_director = отговорен съдия
role-editor = редактор
role-administrator = администратор
editor-review-not-yours = Отговорният съдия преглежда решен казус: одобрява го или го връща на комисията. Вашата роля в този архив не го прави.

## Чисто първо стартиране: приветствието, учебните казуси, изтриване на казус, ръководството

command-delete-case = Изтрий казуса…
command-training-cases = Учебни казуси
command-guide = Ръководство
welcome-heading = Тази база данни още не съдържа казуси
welcome-intro = Casebook пази тук казусите на вашата комисия. Откъде да започнете:
welcome-new-case = Нов казус
welcome-new-case-detail = Контестация, която да запишете сега: разпределението, наддаването, фактите и решението на съдията, стъпка по стъпка.
welcome-import = Внеси разпечатки на разпределения…
welcome-import-detail = Файл PBN или LIN от турнир: по казус за всяко раздаване, или пакет с казуси от друга база данни.
welcome-open-archive = Отвори архив…
welcome-open-archive-detail = Споделеният архив на вашата федерация на сървър (адресът му и вашето потребителско име).
welcome-training = Учебни казуси
welcome-training-detail = Десетте разработени примера от коментара, в отделна база данни: никога не се публикуват.
welcome-guide = Ръководство
welcome-guide-detail = Ръководството за потребителя, отворено в браузъра ви на главата, която ви трябва.
status-training = Учебни казуси — никога не се публикуват и не се копират на сървър
training-offer = { $count ->
    [one] Тази база данни съдържа { $count } учебен казус от по-ранна версия, непроменен. Да бъде ли премахнат?
   *[other] Тази база данни съдържа { $count } учебни казуса от по-ранна версия, непроменени. Да бъдат ли премахнати?
}
training-offer-remove = Премахни
training-offer-keep = Запази
case-list-delete = Изтрий казуса…
delete-case-name = { $case } — раздаване { $board }
delete-case-name-event = { $case } — раздаване { $board }, { $event }
delete-question = Да бъде ли изтрит казус { $name }?
delete-question-detail = Казусът се изтрива заедно с анкетите, гласуванията, бележките и описанието си. „Отмени“ го връща, докато този прозорец е отворен.
delete-confirm = Изтрий
delete-cancel = Отказ
delete-done = Казус { $name } е изтрит.
delete-undo = Отмени
delete-dismiss = Затвори тази бележка
delete-not-allowed = Вашата роля не позволява да изтриете този казус: член на комисия изтрива само нерешените казуси (чернови или изслушани) от предоставените му състезания; отговорният съдия и администраторът — всеки казус.
error-guide-not-opened = Ръководството не можа да бъде отворено: { $reason }
command-guide-pdf = Ръководството като PDF…
guide-pdf-title = Ръководството като PDF
guide-pdf-pictures = Четене на изображенията: { $done } от { $total }
guide-pdf-laying-out = Подреждане на страниците…
guide-pdf-exporting = Записване на PDF…
guide-pdf-done = Записано: { $path } — { $pages } страници, { $size } MB, за { $seconds } s.
guide-pdf-close = Затвори
error-guide-pdf-picture = изображението { $path } от ръководството не може да се прочете: { $reason }
error-guide-pdf-typeset = PDF файлът на ръководството не можа да бъде набран: { $detail }
status-database-training = База данни с учебни казуси
status-training-back = Обратно към вашите казуси
status-migrated = Мигрирана при отваряне от схема { $from } към { $to }

## Панелът на сборника: прозорецът „Панел“ на редактора, прозорецът „Коментар“ на коментатора

command-panel = Панел на сборника…
command-comment = Коментирай казуси…
role-commentator = коментатор
role-reviewer = преразглеждащ решението на съдията
role-reviewer-cases = { $count ->
    [one] един казус
   *[other] { $count } казуса
}
panel-title = Панелът на сборника
panel-choose = Панел
panel-new = Нов панел
panel-year = Година
panel-event = Състезание
panel-event-hint = всички състезания за годината
panel-commentators = Коментатори
panel-no-commentators = Още няма коментатори: добавете първия.
panel-member-name = Име
panel-member-login = Потребителско име
panel-member-login-hint = потребителското му име на сървъра
panel-member-about = За него
panel-member-about-hint = един ред за това кой е, отпечатва се в сборника
panel-member-asked = Питан за:
panel-member-every = всеки решен казус на панела
panel-member-no-cases = Панелът още няма решен казус.
panel-member-remove = Премахни от панела
panel-add-member = Добави коментатор
panel-hide-others = Скривай коментарите на другите, докато коментаторът не напише своя
panel-scale = Оценки от 0 до
panel-closing = Заключителните бележки на редактора
panel-closing-hint = Markdown, отпечатва се след казусите
panel-save = Запиши панела
panel-remove = Премахни панела…
panel-remove-question = Да бъде ли премахнат панелът за { $scope }? Вече написаните коментари остават към своите казуси.
panel-remove-confirm = Премахни
panel-remove-cancel = Отказ
panel-saved = Панелът за { $scope } е записан: { $count ->
    [one] 1 коментатор
   *[other] { $count } коментатори
}.
panel-server-invite = Всеки коментатор пише със свое потребителско име, на което администраторът е дал ролята: casebook archive grant LOGIN commentator { $scope }
panel-removed = Панелът за { $scope } е премахнат.
panel-not-allowed = С това потребителско име не може да се определя панелът на сборника: определят го отговорният съдия, редакторът и администраторът.
panel-bad-year = Годината е с четири цифри (или се оставя празна за панел на състезание за всички години)
panel-bad-scale = Най-високата оценка е цяло число от 1 до 255
panel-no-case-chosen = { $name }: изберете казусите, за които е питан, или отметнете „всеки решен казус на панела“
panel-scope-taken = Панел за { $scope } вече съществува: изберете го в „Панел“, за да го промените
comment-title = Коментиране на казуси
comment-as = Коментар от името на
comment-as-hint = редакторът въвежда това, което е изпратил коментатор
comment-as-login = Коментирате като { $name } (потребителско име { $login })
comment-no-panel = Още не е определен панел: редакторът го определя във Файл › Панел на сборника…
comment-not-on-panel = Потребителското име { $login } не е в нито един панел: редакторът го вписва в полето „Потребителско име“ на панела.
comment-cases = { $count ->
    [one] 1 казус, за който сте питани
   *[other] { $count } казуса, за които сте питани
}
comment-no-cases = Още не сте питани за нито един решен казус.
comment-written = написан
comment-choose-case = Изберете казус отляво, за да го прочетете и да напишете коментара си.
comment-yours = Вашият коментар за { $case }
comment-panel-line = Панелът за { $scope }; оценки от 0 до { $scale }
comment-text = Коментар
comment-text-hint = Markdown: какво съдията и комисията са направили добре и какво не
comment-ruling-mark = Решението на съдията, оценка 0–{ $scale }
comment-decision-mark = Решението по контестацията, оценка 0–{ $scale }
comment-verdict = Какво е направила контестацията с решението на съдията:
comment-verdict-none = без заключение
comment-verdict-improved = подобрила го е
comment-verdict-worsened = влошила го е
comment-verdict-no_change = не е променила нищо
comment-verdict-too_close = твърде спорно, за да се каже
comment-save = Запиши коментара
comment-saved = Записан в { $time }
comment-others = Коментарите на другите
comment-others-none = Още няма друг коментар.
comment-others-hidden = Коментарите на другите се показват, след като напишете своя.
comment-marks = решение на съдията { $ruling }, решение на комисията { $decision }
comment-bad-mark = Оценката е цяло число от 0 до { $scale }

## Командният ред: собствените му съобщения, на езика от --language или на системата (src/cli)

cli-guide-no-folder = няма папка за страниците на ръководството (няма домашна папка): задайте --out ПАПКА
cli-guide-not-opened = ръководството не можа да се отвори: { $reason }
cli-guide-opened = ръководството е отворено: { $page }
cli-guide-written = ръководството е записано в { $folder }: страници — { $pages } ({ $books })
cli-guide-written-with-pictures = ръководството е записано в { $folder }: страници — { $pages } ({ $books }), с илюстрациите
cli-guide-pdf-pictures = илюстрации { $done }/{ $total }
cli-guide-pdf-laying-out = страниците се оформят…
cli-guide-pdf-exporting = PDF файлът се записва…
cli-guide-pdf-written = ръководството ({ $book }) е записано в { $file }: страници — { $pages }, илюстрации — { $pictures }, { $kilobytes } KB
cli-demo-other-language-removed = премахнати са непроменените учебни казуси на друг език: { $count } ({ $numbers })
cli-demo-loaded = учебни казуси: { $location } (отбелязани като учебни: никога не се публикуват и се копират на сървър само с --with-training)
cli-demo-language = език: { $language } (--language приема { $languages })
cli-demo-removed = { $count ->
    [0] { $location }: няма непроменени учебни казуси за премахване
   *[other] { $location }: премахнати учебни казуси: { $count } ({ $numbers })
}
cli-demo-kept = запазен е { $number }: учебен казус, променен след доставката (премахва го casebook delete { $number })
cli-import-progress = внасяне: { $done } от { $total } казуса
cli-export-progress = изнасяне: { $done } от { $total } казуса
cli-check-progress = проверка: { $stage } ({ $done } от { $total })
cli-check-sound = { $location }: базата е в ред (версия на схемата { $version })
cli-import-report = добавени { $added }, заменени { $replaced }, непроменени { $unchanged }, пропуснати по-стари копия { $older }, запазени конфликти { $conflicts }
cli-import-panel = панелът на сборника: коментари, добавени към казусите — { $comments }, добавени панели — { $panels }
cli-import-texts = библиотеката с правила: добавени текстове, които архивът нямаше — { $count } (casebook texts list)
cli-import-served-answers = добавени отговори на анкети по връзки: { $count }
cli-import-reviews = приети преразглеждания на решения: { $count } (отговорите и решението на преразглеждането са съединени с казуса тук)
cli-import-conflict = конфликт: казус { $uuid } е променен тук (редакция { $local }) и в пакета (редакция { $bundle }); запазени са и двата текста
cli-delete-case = { $number } — раздаване { $board }
cli-delete-training-case = учебен казус
cli-delete-not-a-terminal = нищо не е изтрито: `casebook delete` пита преди изтриване, а стандартният вход не е терминал; добавете --yes, за да изтриете без въпрос (казуси: { $count })
cli-delete-ask = Да се изтрият ли казуси от { $location }: { $count }? [y/N]
cli-delete-nothing = нищо не е изтрито
cli-delete-deleted = изтрит { $case }
cli-import-unknown-file = не е ясно какъв е този файл: нужен е файл PBN (.pbn), LIN (.lin) или пакет с казуси (.json)
cli-import-case-of-a-bundle = --case прехвърля едно раздаване от файл PBN или LIN; пакетът с казуси съдържа цели казуси
cli-import-bundle-not-text = пакетът е отхвърлен, нищо не е внесено: { $reason }
cli-import-board-in-rooms = раздаване { $board } е във файла { $times } пъти; посочете кое с --room ({ $rooms })
cli-import-board-not-told-apart = раздаване { $board } е във файла { $times } пъти и таговете Room не ги различават; запишете нужното раздаване в отделен файл и внесете него
cli-import-boards = { $count ->
    [one] внесено е { $count } раздаване от { $file } ({ $format }) като нов казус
   *[other] внесени са { $count } раздавания от { $file } ({ $format }) като нови казуси
}
cli-import-tables-kept = запазени са таблиците при открити карти от файла за раздавания: { $count } (изчислението е съгласно с тях)
cli-import-table-refused = раздаване { $board }: таблицата при открити карти не е запазена: { $reason }
cli-or = или
cli-publish-format-of-several = при няколко --out форматът на всеки файл се определя от разширението му (.html, .md или .pdf); махнете --format
cli-publish-format-needed = `casebook publish` изисква --format html, md или pdf за { $file } (или --out с разширение .html, .md или .pdf)
cli-publish-year-needed = `casebook publish` изисква --year ГГГГ
cli-publish-written = публикувани са казусите от { $year } г. (казуси: { $count }, издание { $edition }) във формат { $format }: { $file } ({ $bytes } байта)
cli-publish-marked = отбелязани като публикувани казуси: { $count }
cli-publish-training-left-out = пропуснати учебни казуси ({ $count }): учебните казуси никога не се публикуват
cli-publish-anonymized = без имена { $case }: { $replaced }
cli-publish-progress-reading = публикуване: прочетени { $done } от { $total } казуса
cli-publish-progress-rendering = публикуване: оформени { $done } от { $total } казуса
cli-publish-progress-format = формат { $pass } от { $passes }
cli-publish-progress-indexes = публикуване: оформят се статистиката и показалците
cli-publish-progress-numbering = публикуване: номерират се страниците
cli-publish-progress-exporting = публикуване: записва се PDF файлът
cli-publish-progress-writing = публикуване: записват се файловете
cli-publish-progress-marking = публикуване: отбелязани като публикувани { $done } от { $total } казуса
cli-publish-unmarked = { $files } е записан, но казуси не можаха да бъдат отбелязани като публикувани: { $count } ({ $details })
cli-publish-reprint-hint = ; --reprint отпечатва публикуваните отново (нищо не се отбелязва повторно)
cli-site-archive-argument = --archive приема ИМЕ=МЯСТО (името на федерацията, после файлът на базата ѝ данни или адрес postgres://…), а не „{ $text }“
cli-site-progress-reading = сайт: прочетени публикувани казуси — { $done }
cli-site-progress-indexing = сайт: изгражда се индексът за търсене
cli-site-progress-writing = сайт: записват се файловете
cli-site-dry-run = на сайта в { $folder } биха влезли публикувани казуси: { $count }; нищо не е записано
cli-site-written = сайт в { $folder }: публикувани казуси — { $count }, федерации — { $federations }, сборници — { $years }, страници — { $pages }
cli-site-files = файлове: записани { $written } ({ $megabytes } MB), непроменени { $unchanged }, премахнати { $removed }
cli-site-indexes = индекси за търсене: изградени { $made }, оставени както са { $kept }
cli-site-time = време: четене { $reading } s, страници { $pages } s, индекс за търсене { $index } s ({ $megabytes } MB)
cli-site-serve = за да търсите в сайта, поставете папката на който и да е уеб сървър, например: python3 -m http.server --directory { $folder }
cli-archive-copy-progress = копиране на архива: { $done } от { $total } казуса
cli-archive-copied = от { $from } в { $to } са копирани: казуси — { $cases }, запазени конфликти — { $conflicts }, таблици при открити карти — { $tables }
cli-archive-training-left-behind = учебните казуси (разобраните примери от коментара) не са копирани: { $count }; копира ги --with-training
cli-archive-under-roles = { $location }: архивът работи с роли; дайте роли на потребителите с casebook archive grant ПОТРЕБИТЕЛ РОЛЯ [--event E | --case КАЗУС]
cli-archive-granted-for = { $login }: { $role } за { $scope }
cli-archive-granted-case = { $login }: преразглеждане на решението по казус { $case } (чете казуса и записва само преразглеждането)
cli-archive-unknown-event = предупреждение: нито един казус в архива няма състезание „{ $event }“; членът на апелативната комисия вижда казусите, чието състезание е изписано точно така
cli-archive-unknown-event-nearest = предупреждение: нито един казус в архива няма състезание „{ $event }“; членът на апелативната комисия вижда казусите, чието състезание е изписано точно така (най-близките: { $nearest })
cli-archive-revoked = { $login }: отнети роли — { $count }
cli-sync-progress-comparing = синхронизация: сравняване, { $done } от { $total } казуса
cli-sync-progress-sending = синхронизация: изпращане, { $done } от { $total } казуса
cli-sync-progress-receiving = синхронизация: получаване, { $done } от { $total } казуса
cli-sync-made = { $replica }: създадена е реплика на архива { $archive }
cli-sync-report = изпратени { $sent }, получени { $received }, изтрити на сървъра { $deleted-on-server }, изтрити тук { $deleted-here }, непроменени { $unchanged }, запазени конфликти { $conflicts }, отхвърлени { $refused }
cli-sync-served-answers = отговори на анкети по връзки: изпратени { $sent }, получени { $received }
cli-sync-conflict-deleted-on-server = променен тук и изтрит на сървъра: запазен и от двете страни
cli-sync-conflict-deleted-here = изтрит тук и променен на сървъра: отново запазен тук
cli-sync-conflict-edited-on-both-sides = променен и от двете страни: казусът е текстът на сървъра, текстът на тази реплика е запазен
cli-sync-conflict = конфликт { $id }: казус { $case } { $what }
cli-sync-refused = отхвърлен: казус { $uuid }: сървърът не го прие ({ $reason }); тук остава с промените
cli-results-table-argument = --table приема двойките на казуса като NS-EW (3-13) или СЕКЦИЯ:NS-EW, а не „{ $text }“
cli-results-line-at-table = маса { $table } (С–Ю { $ns } срещу И–З { $ew })
cli-results-line = С–Ю { $ns } срещу И–З { $ew }
cli-results-other-event = казус { $case } е от състезанието „{ $event }“, а не „{ $given }“
cli-results-other-board = казус { $case } е за раздаване { $board }, а не за раздаване { $given }
cli-results-case-line-ambiguous = в раздаване { $board } резултатът от масата на казуса е на редовете: { $lines }; посочете кой с --table NS-EW
cli-results-case-line-missing = в раздаване { $board } няма ред С–Ю { $ns } срещу И–З { $ew }
cli-results-case-line-missing-in-section = в раздаване { $board } няма ред С–Ю { $ns } срещу И–З { $ew } в секция { $section }
cli-results-case-line-not-found = нито един ред на раздаване { $board } няма резултата от масата на казуса: посочете реда на казуса с --table NS-EW
cli-results-ruling-not-in-field = решението не може да се пренесе в протокола: { $problem }
cli-results-board-or-case = посочете раздаването (--board N) или казуса (--case ID)
cli-results-written = записани раздавания в { $file }: { $count }
cli-results-nothing-imported = от { $file } нищо не е внесено
cli-poll-sheet-format-needed = `casebook poll-sheet` изисква --format pdf или html (или --out с разширение .pdf или .html)
cli-poll-sheet-not-typeset = анкетният лист не можа да се оформи: { $reason }
cli-poll-sheet-call = обявяване { $call }
cli-poll-sheet-lead = първо изиграване
cli-poll-sheet-written = анкетен лист по казус { $case } ({ $seat }, { $what }): { $file }
cli-consistency-years = задайте --year или --from и --to
cli-error-output = изходът не можа да се запише: { $reason }
cli-error-no-default-location = в тази система няма място за базата данни по подразбиране (няма домашна папка): задайте --db ПЪТ
cli-error-read = { $file } не може да се прочете: { $reason }
cli-error-write = { $file } не може да се запише: { $reason }
cli-error-no-such-case = в базата няма казус „{ $id }“: задайте неговия UUID или номер
cli-error-ambiguous-case = номерът „{ $id }“ е на няколко казуса: задайте UUID
cli-error-copy-stopped = спряно преди края: в { $to } нищо не е копирано
cli-error-sync-stopped = спряно преди края: синхронизираното е запазено в { $replica }; синхронизирайте отново, за да завършите
cli-error-not-all-deleted = изтрити { $deleted } от { $asked } казуса; неизтрити: { $details }
cli-error-unsound = { $database }: базата данни не е в ред (забележки по-горе: { $count })
cli-error-adjust-read = заявката { $file } не може да се прочете: { $reason }
cli-usage-unknown-command = непозната команда „{ $name }“; вижте `{ $command } --help`
cli-usage-no-such-file = няма такъв файл: { $file }
cli-usage-unknown-argument = `{ $command }` не приема „{ $argument }“; употреба: { $usage }
cli-usage-missing-argument = `{ $command }` изисква { $argument }; употреба: { $usage }
cli-usage-missing-command = `{ $command }` изисква команда ({ $commands }); вижте `{ $command } --help`
cli-usage-possible-values = { $mistake } (допустими стойности: { $values })
cli-usage-invalid-value = недопустима стойност „{ $value }“ за { $argument } (допустими стойности: { $values })
cli-usage-value-required = { $argument } изисква стойност, а такава не е дадена
cli-poll-sheet-case = казус { $case }: { $reason }
cli-poll-no-pollees = посочете анкетираните: --pollees N (по номера) или --pollee ИМЕ за всеки
cli-poll-no-such-poll = казус { $case } има анкети: { $polls }; --poll брои от 1, а { $next } добавя анкета
cli-poll-cannot-listen = анкетата не може да бъде отворена: { $reason }
cli-poll-serving = Анкета { $poll } по казус { $case } е отворена на { $address }: анкетирани { $pollees }, отговорили { $answered }. Всеки анкетиран отваря своя връзка; Ctrl+C затваря анкетата.
cli-poll-slips = картички за раздаване (по осем на лист A4): { $file }
cli-poll-record-written = протоколът на анкета { $poll }: { $file }
cli-poll-answered = { $time }  { $pollee } отговори: { $action }
cli-poll-closed = Анкетата е затворена: отговориха { $answered } от { $pollees }; отговорите са в казуса.
cli-poll-closed-one = анкета { $poll } е затворена: отговориха { $answered } от { $pollees }
cli-poll-none-open = казус { $case } няма отворена анкета
cli-poll-none-served = казус { $case } няма анкети по връзки
cli-poll-state-open = отворена
cli-poll-state-closed = затворена { $at }
cli-poll-heading = Анкета { $poll }, отворена { $opened }, { $state }
cli-poll-no-answer = още няма отговор
cli-poll-considered = обмислял също { $actions }
cli-poll-set-aside = отделен: { $reason }

## Текстовете на библиотеката с правила (casebook texts)
texts-read-laws = прочетен „{ $title }“ ({ $kind }, { $edition }, { $language }): Правила — { $laws } ({ $numbers }), раздели и точки — { $parts }
texts-read-paragraphs = прочетен „{ $title }“ ({ $kind }, { $edition }, { $language }): абзаци — { $paragraphs }, свързани с Правила — { $anchored }, с никое — { $unanchored }
texts-read-edition-map = прочетено съответствие на редакциите „{ $title }“: от Правилата от { $earlier } към Правилата от { $later }, двойки — { $pairs }; { $rest }
texts-map-others-keep = точките, които то не назовава, запазват номерата си
texts-map-names-only = то свързва само назованите в него точки
texts-map-pair = { $from } ({ $earlier }) → { $to } ({ $later }): { $subject }
cli-texts-unanchored = { $label }: не е свързан с никое Правило — { $start }
cli-texts-unanchored-more = и още { $count } без връзка с Правило
cli-laws-no-match = нито едно Правило, коментар или регламент не съдържа „{ $query }“
cli-texts-kept = запазен като текст { $id } в { $location }
cli-texts-removed = премахнат текст { $id } ({ $title })
texts-built-in = вграден
cli-error-text-read = { $path } не може да се прочете: { $reason }
cli-error-text-too-large = файлът е { $megabytes } MB; текстът може да е най-много 50 MB
cli-error-text-pdf-unreadable = PDF файлът не може да се прочете: { $reason }
cli-error-text-scanned-pdf = файлът е сканиран PDF без текстов слой: { $pages ->
    [one] страницата му е само изображение
   *[other] всичките му { $pages } страници са само изображения
} без текст; разпознайте текста в него (OCR) или импортирайте текста му
cli-error-text-binary = файлът не е текст (съдържа двоични данни): импортирайте текстов или Markdown файл
cli-error-text-not-utf8 = файлът не е текст в UTF-8: запазете го в UTF-8 и го импортирайте отново
cli-error-text-header = заглавната част на текста: { $reason }
cli-error-text-header-kind = ред { $line }: непознат вид „{ $value }“ (laws, commentary или regulation)
cli-error-text-header-layout = ред { $line }: непознато оформление „{ $value }“ (едно от { $codes })
cli-error-text-header-edition = ред { $line }: „{ $value }“ не е редакция на Правилата (годината, в която е приета: 1987, 1997, 2017 …)
cli-error-text-header-language = ред { $line }: „{ $value }“ не е код на език (две или три букви по ISO 639: en, ru, bg, de)
cli-error-text-header-line = ред { $line }: „{ $value }“ не е „име: стойност“
cli-error-text-header-unclosed = заглавната част, отворена с „---“ на ред 1, не е затворена с ред „---“
cli-error-text-no-kind = текстът не казва какво е: посочете --kind laws, commentary или regulation
cli-error-text-layout-of-another-kind = текст от вида { $kind } не е в оформлението { $layout }: посочете оформлението на текста ({ $codes })
cli-error-text-no-edition = текстът не казва към коя редакция на Правилата се отнася: посочете --edition 1997 или 2017
cli-error-text-no-language = текстът не казва на какъв език е: посочете --language и кода на езика (en, ru, bg, de …)
cli-error-text-no-law = в текста не е намерено нито едно Правило: текстът на Правилата има заглавия като „ПРАВИЛО 16 – НЕРАЗРЕШЕНА ИНФОРМАЦИЯ“ или „# Law 16“
cli-error-text-no-paragraph = в текста не е намерен нито един абзац
cli-error-text-no-such-edition = библиотеката няма Правилата от редакцията от { $edition }, към които се отнася този текст: първо импортирайте Правилата от тази редакция
cli-error-text-nothing-anchored = нито един абзац от текста не цитира Правило от редакцията от { $edition }, затова не може да се покаже под никое: цитирайте ги като „Правило 16B1“ или напишете връзката [Правило 16B](law:{ $edition }/law/16/B)
cli-error-map-json = съответствието на редакциите не е JSON във формата на вграденото (about, двойки точки по редакции): { $reason }
cli-error-map-empty = съответствието на редакциите не съдържа нито една двойка
cli-error-map-not-two-editions = двойка { $pair } от съответствието на редакциите не назовава две редакции по годините им („2017“: […], „2027“: […])
cli-error-map-other-editions = двойка { $pair } от съответствието на редакциите назовава { $found }, а първата двойка — { $first }: съответствието свързва две редакции
cli-error-map-not-a-law = { $anchor } в съответствието на редакциите не е точка от Правилата от редакцията от { $edition } (пишете { $edition }/law/16/B)
cli-error-map-names-no-law = съответствието на редакциите назовава { $anchor }, което Правилата от редакцията от { $edition } в библиотеката нямат: сверете съответствието с текста на тази редакция
cli-error-map-no-edition = библиотеката няма Правилата от редакцията от { $edition }, която съответствието свързва: първо импортирайте Правилата от тази редакция

## Файл › Текстове… (текстовете на библиотеката с правила)
command-texts = Текстове на библиотеката с правила…
command-bodies = Кой разглежда контестациите…
bodies-title = Кой разглежда контестациите
bodies-hint = Настройка на архива: новият казус се разглежда от органа на своето състезание — първото правило, чиито думи са в името на състезанието (без значение от главни и малки букви), иначе органът по подразбиране. Казус с вече дадени отговори запазва своя орган (полето „Разглежда“ в раздела „Казус“).
bodies-default = Всички други състезания
bodies-events = Състезания, които се разглеждат другояче
bodies-event-words = Състезание { $number }: думи в името
bodies-event-body = Състезание { $number }: разглежда
bodies-remove = Махни състезание { $number }
bodies-no-events = Няма други правила: всички контестации се разглеждат от органа по подразбиране.
bodies-add = Добави състезание
bodies-save = Запиши
bodies-saved = Записано: новите казуси следват тази настройка.
bodies-not-yours = Вашата роля само чете тази настройка: променят я отговорният съдия, редакторът и администраторът.
law-panel-texts = Текстове…
texts-title = Текстове на библиотеката с правила
texts-explained = Вградените текстове и текстовете, добавени в този архив: Правилата на някой език, коментари и регламенти. Правилото се показва на вашия език, ако има такъв текст; под него — всеки абзац от коментар или регламент, свързан с него.
texts-add-heading = Добавяне на текст
texts-column-kind = Вид
texts-column-edition = Редакция
texts-column-language = Език
texts-column-title = Заглавие
texts-column-added = Добавен
texts-remove = Премахване
texts-remove-hint = Премахване на „{ $title }“ от библиотеката на архива
texts-role-may-not = Вашата роля не позволява да добавяте и премахвате текстове (могат отговорният съдия, редакторът и администраторът)
texts-none-added = В този архив още няма добавени текстове.
texts-from-header = от заглавната част на файла
texts-file = Файл
texts-no-file = не е избран файл
texts-choose = Избор на файл…
texts-kind = Вид
texts-layout = Оформление
texts-layout-wbf = като Правилата, издадени от WBF
texts-layout-paragraphs = номерирани параграфи под заглавия
texts-layout-bg-2017 = като вградения български Правилник от 2017 г.
texts-layout-ru-pages = като вградените страници на руските Правила (1987)
texts-layout-ru-commentary-table = като таблицата на вградения руски коментар (1997)
texts-layout-ru-commentary-typed = като вградения руски коментар към Правила 64–70 (1987)
texts-layout-ru-training = като вградения руски учебен материал (административен резултат)
texts-kind-laws = Правила
texts-kind-commentary = коментар
texts-kind-regulation = регламент
texts-kind-edition-map = съответствие на редакциите
texts-edition = Редакция
texts-edition-not-a-year = „{ $year }“ не е година на издание на Правилника: напишете я като 2017 или оставете полето празно, за да се вземе от заглавната част
texts-language = Език
texts-language-hint = en, ru, bg, de …
texts-language-en = английски
texts-language-ru = руски
texts-language-bg = български
texts-text-title = Заглавие
texts-origin = Източник
texts-origin-hint = откъде е текстът и чии са правата
texts-replace = Замяна на текста на неговото място (Правилата от същата редакция и език; коментарът или регламентът със същото заглавие)
texts-read = Прочитане на файла
texts-reading = Четене…
texts-anchor-explained = Всеки абзац с Правилата, с които е свързан. Впишете Правилата, за които е абзацът (16B1, 12C1(c)), за да го свържете и с тях.
texts-anchored-to-none = без връзка
texts-anchor-field = Правила за абзац { $label }
texts-anchor-hint = 16B1, 12C1(c)
texts-anchor = Свързване
texts-anchor-refused = Не е свързан: { $reason }
texts-keep = Запазване на текста
texts-discard = Отказ
texts-kept = „{ $title }“ е запазен като текст { $id }.
texts-removed = „{ $title }“ е премахнат.

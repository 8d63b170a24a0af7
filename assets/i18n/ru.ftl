# Интерфейс Casebook, русский.
# Каждое сообщение должно быть и в en.ftl (тест проверяет в обе стороны).

app-name = Casebook
app-description = Апелляционные дела, решения комиссий и сборники решений по спортивному бриджу.
app-version = Версия { $version }

## Строка меню

menu-file = Файл
menu-edit = Правка
menu-view = Вид
menu-help = Справка
menu-language = Язык
menu-theme = Тема

## Команды (пункты меню)

command-quit = Выход
command-language-russian = Русский
command-language-english = English
command-theme-light = Светлая
command-theme-dark = Тёмная
command-about = О программе

## Окно «О программе»

about-title = О программе Casebook
about-close = Закрыть

## Список дел (левая панель)

case-list-heading = Дела
case-list-search = Поиск
case-list-search-hint = Номер дела, игрок, закон…
case-list-empty = Дел пока нет
case-list-empty-detail = Здесь будут дела, которые вы создадите или импортируете, новые сверху.

case-list-no-match = Ничего не найдено
case-list-no-match-detail = Поиск идёт по фактам, заявлениям, решениям и комментариям; слова можно писать в любой форме.
case-list-row-board = сдача { $board }
case-list-open-failed = База данных не открылась

## Состояние дела

case-status-draft = черновик
case-status-heard = заслушано
case-status-decided = решено
case-status-reviewed = проверено
case-status-published = опубликовано

## Темы дел

subject-break_in_tempo = нарушение темпа (колебание)
subject-unauthorized_information = несанкционированная информация
subject-misinformation = дезинформация
subject-failure_to_alert = отсутствие алерта
subject-claim = претензия
subject-revoke = ренонс
subject-tempo_deception = обман темпом или манерой (73F)
subject-director_error = ошибка судьи
subject-psychic = психологическая заявка
subject-other = другое

## Редактор дела (центр)

case-editor-empty = Выберите дело в списке или создайте новое
case-editor-empty-detail = Здесь редактируются сдача, торговля, факты, решение судьи и решение комиссии.

## Панель законов (правая панель)

law-panel-heading = Правила и комментарии
law-panel-empty = Закон не выбран
law-panel-empty-detail = Здесь будут текст Правил и комментарий к шагу, который решает комиссия.
law-panel-search = Поиск в Правилах
law-panel-search-hint = слово, слово* или 12C1c
law-panel-back = ← Назад
law-panel-forward = Вперёд →
law-panel-contents = Оглавление
law-panel-edition = Редакция
law-panel-side-by-side = 1997 | 2017 рядом
law-panel-no-counterpart = У этого пункта нет соответствия в другой редакции.
law-panel-results = { $count ->
    [one] { $count } результат
    [few] { $count } результата
    [many] { $count } результатов
   *[other] { $count } результата
}
law-panel-back-to-results = ← Результаты поиска «{ $query }»
law-panel-open-reference = Открыть { $reference }
law-panel-no-match = Ничего не найдено
law-panel-no-match-detail = Русские слова находятся в любой форме. Для болгарского текста 2017 года наберите начало слова со звёздочкой: апела*.
law-panel-search-failed = Поиск не выполнен
law-source-laws-2017-bg = Правила 2017 года (перевод на болгарский)
law-source-commentary-1997-ru = Кодекс 1997 года с комментариями
law-source-commentary-1987-ru = Комментарий к Правилам 64–70 редакции 1987 года
law-source-adjusted-scores-training-ru = Учебный материал: компенсирующие результаты
law-source-laws-ru-pages = Страницы старого русского перевода Правил

## Строка состояния

status-database = База данных: { $path }
status-database-default = База данных по умолчанию
# one: 1, 21, 101; few: 2–4, 22–24; many: 0, 5–20, 25–30; other: дроби.
status-case-count = { $count ->
    [one] { $count } дело
    [few] { $count } дела
    [many] { $count } дел
   *[other] { $count } дела
}

## Дело (центр, просмотр)

case-sheet-title = Дело № { $number }
case-sheet-board = Сдача { $board } · сдаёт { $dealer } · { $vulnerability }
case-sheet-deal = Расклад
case-sheet-auction = Торговля
case-sheet-result = Результат за столом
case-sheet-passed-out = Все пасовали
case-sheet-tricks = взяток: { $tricks }
case-sheet-lead = Первый ход: { $card }
case-sheet-facts = Факты
case-sheet-statements = Заявления сторон
case-sheet-ruling = Решение судьи
case-sheet-appeal = Апелляция
case-sheet-decision = Решение комиссии
case-sheet-write-up = Описание для сборника
ruling-outcome-upheld = решение судьи оставлено в силе
ruling-outcome-varied = решение судьи изменено
ruling-outcome-cancelled = решение судьи отменено
auction-agreement = фактическая договорённость
auction-tempo = колебание
deal-hand-unknown = —
seat-n = Север
seat-e = Восток
seat-s = Юг
seat-w = Запад
vulnerability-none = никто не в зоне
vulnerability-ns = С–Ю в зоне
vulnerability-ew = В–З в зоне
vulnerability-all = все в зоне
notice-heading = Не получилось

# Окно «Опубликовать сборник» (меню «Файл»).
command-publish = Опубликовать сборник…
publish-title = Публикация сборника
publish-year = Год
publish-reviewed-count = { $count ->
    [one] { $count } проверенное дело к публикации
    [few] { $count } проверенных дела к публикации
    [many] { $count } проверенных дел к публикации
   *[other] { $count } проверенного дела к публикации
}
publish-format = Формат
publish-format-html = HTML (один файл, печать на A4)
publish-format-md = Markdown
publish-format-pdf = PDF
publish-file = Файл
publish-events = Соревнования
publish-events-hint = все; или слова из названий, через запятую
publish-subjects = Темы
publish-anonymize = Игроки по месту за столом и разряду, без имён
publish-reprint = Включить уже опубликованные дела (переиздание)
publish-preview = Просмотр
publish-run = Опубликовать
publish-previewing = Готовим просмотр…
publish-running = Публикуем…
publish-done = { $count ->
    [one] { $count } дело записано в { $path }
    [few] { $count } дела записаны в { $path }
    [many] { $count } дел записано в { $path }
   *[other] { $count } дела записано в { $path }
}
publish-edition = издание { $number }
publish-marked = отмечено опубликованными: { $count }
publish-bad-year = Укажите год четырьмя цифрами, например 2026.
publish-no-database = База дел не открыта.
publish-no-file = Укажите файл, в который писать.

## Редактор дела: вкладки, сохранение, вкладка «Дело»

command-undo = Отменить
command-redo = Повторить
command-new-case = Новое дело
command-palette = Палитра команд…
palette-title = Команда
palette-hint = Наберите часть названия команды
palette-nothing = Нет такой команды
editor-tab-sheet = Лист дела
editor-tab-case = Дело
editor-saving = Сохраняется…
editor-saved = Сохранено (редакция { $revision })
editor-not-saved = Не сохранено
editor-conflict = Это дело тем временем сохранил кто-то другой (редакция { $revision }). Ваш текст сохранён среди конфликтов.
editor-conflict-keep-mine = Оставить мой текст
editor-conflict-take-stored = Показать их версию
editor-save-refused = Не сохранено: { $reason }
editor-identity = Реквизиты
editor-subjects = Темы
editor-players = Игроки
editor-team-ns = Команда или пара Север–Юг
editor-team-ew = Команда или пара Восток–Запад
editor-director = Судья
editor-committee = Комиссия
editor-commentators = Комментаторы
editor-case-number = Номер дела
editor-year = Год
editor-tournament = Турнир
editor-event = Соревнование
editor-session = Сессия или тур
editor-date = Дата
editor-not-given = не указано
editor-scoring = Зачёт
editor-hearing = Рассматривает
editor-law-edition = Кодекс
editor-profile = Регулирующий орган
editor-year-invalid = Год пишется четырьмя цифрами, например 2024.
editor-date-invalid = Дата пишется так: 17.03.2024 или 2024-03-17.
editor-rank = разряд
editor-masterpoints = мастер-очки
editor-member = Член комиссии
editor-role = роль
editor-affiliation = откуда
editor-remove-member = Убрать члена комиссии
editor-add-member = Добавить члена комиссии
editor-commentator = Комментатор
editor-about = о нём
editor-remove-commentator = Убрать комментатора
editor-add-commentator = Добавить комментатора
scoring-form-pairs_mp = пары, мачпойнты
scoring-form-teams_imp = команды, IMP
scoring-form-bam = board-a-match
scoring-form-swiss_vp = швейцарка, победные очки
hearing-committee = апелляционная комиссия
hearing-director_panel = коллегия судей
hearing-review_of_ruling = пересмотр решения
committee-role-chair = председатель
committee-role-scribe = секретарь
committee-role-member = член комиссии

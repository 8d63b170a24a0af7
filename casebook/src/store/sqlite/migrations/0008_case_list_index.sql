-- The eighth schema: the case list read from an index alone. A case's row holds its texts
-- (about two pages of the file each), so a list of 6,000 cases read from the rows reads
-- 6,000 pages; this index holds every column the list shows, in the list's order, and is
-- a few hundred bytes a case.

CREATE INDEX cases_list ON cases (
    year, length(case_number), case_number, id,
    uuid, revision, tournament, event, board_number, status, updated
);

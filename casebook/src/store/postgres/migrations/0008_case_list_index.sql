-- The eighth schema: the case list read from an index alone, in the list's order (a missing
-- year first, as SQLite sorts it), with the columns the list shows carried in the index.

CREATE INDEX cases_list ON cases (year NULLS FIRST, length(case_number), case_number, id)
    INCLUDE (uuid, revision, tournament, event, board_number, status, updated);

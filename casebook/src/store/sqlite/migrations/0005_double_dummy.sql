-- The fifth schema: the double-dummy analysis of deals, computed once and kept.
--
-- A table is keyed by the deal itself (its PBN form from North), not by a case: the same deal
-- in two cases, or in a case and its re-import, shares one row, and an edited deal simply has
-- another key. Par depends on the board's dealer and vulnerability as well.

CREATE TABLE dd_tables (
    deal   TEXT PRIMARY KEY NOT NULL,
    -- Twenty hexadecimal digits: North's row first, each row NT, S, H, D, C.
    tricks TEXT NOT NULL CHECK (length(tricks) = 20)
) WITHOUT ROWID;

CREATE TABLE dd_pars (
    deal          TEXT NOT NULL REFERENCES dd_tables (deal) ON DELETE CASCADE,
    dealer        TEXT NOT NULL
                  CHECK (dealer = 'N' OR dealer = 'E' OR dealer = 'S' OR dealer = 'W'),
    vulnerability TEXT NOT NULL
                  CHECK (vulnerability = 'None' OR vulnerability = 'NS'
                         OR vulnerability = 'EW' OR vulnerability = 'All'),
    -- From North-South's side.
    ns_score      INTEGER NOT NULL,
    -- The par contracts, space-separated: 4SN 4SS, 5CXE; empty when passed out.
    contracts     TEXT NOT NULL,
    PRIMARY KEY (deal, dealer, vulnerability)
) WITHOUT ROWID;

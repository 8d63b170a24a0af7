-- The fifth schema: the double-dummy tables and pars of deals (see `casebook::analysis`),
-- keyed by the deal itself, shared by every client of the archive.

CREATE TABLE dd_tables (
    deal   TEXT COLLATE "C" PRIMARY KEY NOT NULL,
    tricks TEXT COLLATE "C" NOT NULL CHECK (length(tricks) = 20)
);

CREATE TABLE dd_pars (
    deal          TEXT COLLATE "C" NOT NULL REFERENCES dd_tables (deal) ON DELETE CASCADE,
    dealer        TEXT COLLATE "C" NOT NULL CHECK (dealer IN ('N', 'E', 'S', 'W')),
    vulnerability TEXT COLLATE "C" NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    ns_score      BIGINT NOT NULL,
    contracts     TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (deal, dealer, vulnerability)
);

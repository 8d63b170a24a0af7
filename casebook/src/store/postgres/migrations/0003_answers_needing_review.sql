-- The third schema: a workflow answer can wait for review, when an earlier answer it builds on
-- was changed after it (see `casebook::workflow`).

ALTER TABLE workflow_answers ADD COLUMN needs_review BIGINT NOT NULL DEFAULT 0;

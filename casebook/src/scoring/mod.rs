//! Scoring: Law 77 total points, the Law 78B IMP scale, matchpoints.

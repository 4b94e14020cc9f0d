-- Hand-written (decision 011 addendum): the entries trigger's statements join the transition
-- table (a batch: tens to hundreds of rows) to ledger_transfers and ledger_accounts. The
-- planner cannot see the transition table's size and chose merge or hash joins that read the
-- whole ledger_transfers primary key: a cost per batch that grew with the ledger (0.5 ms at
-- 2,000 transfers, 10-20 ms at 62,000). Inside this function only, joins are nested loops
-- over the primary-key indexes, so a batch costs what its own rows cost, whatever the size
-- of the ledger. The settings are restored when the function returns.
ALTER FUNCTION "ledger_entries_apply"() SET enable_mergejoin = off;
--> statement-breakpoint
ALTER FUNCTION "ledger_entries_apply"() SET enable_hashjoin = off;

-- Hand-written (decision 011 addendum): the entries trigger checked "one brand, one currency"
-- by joining the transition table (a batch: tens to hundreds of rows) to ledger_transfers and
-- ledger_accounts. The planner cannot see the transition table's size and chose a merge join
-- that read the whole ledger_transfers primary key: a cost per batch that grew with the ledger
-- (0.5 ms at 2,000 transfers, 10-20 ms at 62,000). The same check now looks each entry's
-- account and transfer up by primary key (scalar subqueries), so a batch costs what its own
-- rows cost, whatever the size of the ledger. Everything else is as in 0002.
CREATE OR REPLACE FUNCTION "ledger_entries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_entries GROUP BY transfer_id HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger: unbalanced transfer' USING ERRCODE = '23514';
  END IF;
  IF EXISTS (
    SELECT 1 FROM (
      SELECT e.transfer_id,
        (SELECT a.currency FROM ledger_accounts a WHERE a.id = e.account_id) AS currency,
        (SELECT a.brand_id FROM ledger_accounts a WHERE a.id = e.account_id) AS account_brand,
        (SELECT t.brand_id FROM ledger_transfers t WHERE t.id = e.transfer_id) AS transfer_brand
      FROM new_entries e
    ) x
    GROUP BY x.transfer_id
    HAVING count(DISTINCT x.currency) > 1
      OR bool_or(x.account_brand IS DISTINCT FROM x.transfer_brand)
  ) THEN
    RAISE EXCEPTION 'ledger: transfer mixes brands or currencies' USING ERRCODE = '23514';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + s.delta
    FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) s
    WHERE a.id = s.account_id;
  RETURN NULL;
END $$;

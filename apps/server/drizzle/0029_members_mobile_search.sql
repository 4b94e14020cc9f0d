-- Member search by a mobile number alone (issue 13): the unique key (brand, dialing code,
-- number) could not serve it, and a search read the whole brand range, about 100 ms at 10^6
-- members (bench/back-office-lists.mjs, decision 040).
CREATE INDEX "members_mobile_num" ON "members" USING btree ("brand_id","mobile_num");
-- A learner's cart read by learner (issue 25: 666,666 cart rows, the cart was a parallel scan of the table, 37 ms).
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at","id");

import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";

/**
 * Kilas Balik demo (issue 20): the live sessions of a programme a demo learner has finished took place when the
 * learner attended them (their completion), not in the weeks ahead where the schedule of unfinished programmes
 * puts every session. So the facilitator's story has sessions led this year, and the finished programme's study
 * page shows its sessions as held. Each session takes the earliest attendance; 90 minutes, ending then.
 */
export async function seedDemoReflection(tx: Db): Promise<void> {
  await tx.execute(sql`
    update resources r set start_at = held.at - interval '90 minutes', end_at = held.at
    from (
      select distinct on (rc.resource_id) rc.resource_id, rc.completed_at as at
      from resource_completions rc
      join program_users pu on pu.id = rc.program_user_id
      join resources lr on lr.id = rc.resource_id and lr.type = 'live_streaming' and not lr.is_presence_participation
      where pu.program_total_resources > 0 and pu.completed_resources >= pu.program_total_resources
      order by rc.resource_id, rc.completed_at
    ) held
    where r.id = held.resource_id`);
}

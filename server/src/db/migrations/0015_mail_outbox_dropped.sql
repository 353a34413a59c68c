-- The hand-made mail sender's queue (decision 027: mail is a pg-boss job). Every start since 0011 handed its pending rows over to the job queue; decision 041.
DROP TABLE IF EXISTS "mail_outbox";

/** Accounts, sessions, codes, the social graph, matching, uploads, album, dynamics, notices, complaints. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'integer', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('gender', 'smallint', (c) => c.notNull())
    .addColumn('birthday', 'text')
    .addColumn('height', 'integer')
    .addColumn('weight', 'integer')
    .addColumn('occupation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hobby', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('common_language', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('vip_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_expire_time', 'timestamptz')
    .addColumn('im_account', 'text', (c) => c.notNull().unique())
    .addColumn('im_password', 'text', (c) => c.notNull())
    .addColumn('is_pay_msg', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_burn_pay_msg', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('add_friend_mode', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('show_likes', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('show_comments', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('gold_coin', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`gold_coin >= 0`),
    )
    .addColumn('character', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`character >= 0`),
    )
    .addColumn('vip_character', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`vip_character >= 0`),
    )
    .addColumn('free_gifts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blur_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One active account per e-mail address; a cancelled account's address may register again.
  await sql`create unique index users_active_email on users (lower(email)) where cancelled_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_codes_email')
    .on('verification_codes')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_user')
    .on('login_failures')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').column('followee_id').execute();

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('remark_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('from_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('to_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('friend_requests_to')
    .on('friend_requests')
    .columns(['to_id', 'state'])
    .execute();
  await db.schema
    .createIndex('friend_requests_from')
    .on('friend_requests')
    .columns(['from_id', 'state'])
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('visited_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('visits_pk', ['visitor_id', 'visited_id', 'day'])
    .execute();
  await db.schema
    .createIndex('visits_visited')
    .on('visits')
    .columns(['visited_id', 'visited_at'])
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('matched_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('matches_user_day')
    .on('matches')
    .columns(['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('album_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('album_photos_user').on('album_photos').column('user_id').execute();

  await db.schema
    .createTable('dynamics')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('burn_after_reading', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('top', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('dynamics_user')
    .on('dynamics')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('dynamics_created').on('dynamics').column('created_at').execute();

  await db.schema
    .createTable('dynamic_likes')
    .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dynamic_likes_pk', ['dynamic_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('dynamic_burns')
    .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dynamic_burns_pk', ['dynamic_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dynamic_id', 'integer', (c) => c.notNull().references('dynamics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id'))
    .addColumn('reply_to_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('comments_dynamic')
    .on('comments')
    .columns(['dynamic_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('interactions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('dynamic_id', 'integer')
    .addColumn('content', 'text')
    .addColumn('preview', 'text')
    .addColumn('read', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('interactions_user')
    .on('interactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('complaint_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('reason', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('reported_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('complaint_reasons.id'))
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'complaints',
    'complaint_reasons',
    'notice_reads',
    'notices',
    'interactions',
    'comments',
    'dynamic_burns',
    'dynamic_likes',
    'dynamics',
    'album_photos',
    'uploads',
    'matches',
    'visits',
    'friend_requests',
    'friendships',
    'follows',
    'login_failures',
    'verification_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

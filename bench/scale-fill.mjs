// The rows bench:scale adds to the demo content, in SQL: what a busy provider piles up.

/** The catalogue, the calendar and the blog: 1,000 formations, 2,000 locations, 10,000 events, 100,000 posts. */
export const CATALOGUE = `
INSERT INTO locations (country, country_code, city, permanent, stay_start, stay_end)
SELECT 'Pays ' || (i % 150), NULL, 'Ville ' || i, i % 4 = 0,
       CASE WHEN i % 4 = 0 THEN NULL ELSE CURRENT_DATE + (i % 365) END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE CURRENT_DATE + (i % 365) + 7 END
FROM generate_series(1, 2000) AS i;

INSERT INTO events (nom, description, start_date, end_date, location)
SELECT 'Événement ' || i, 'Un événement de démonstration.', CURRENT_DATE + (i % 730) - 365, CURRENT_DATE + (i % 730) - 363,
       (SELECT min(id) FROM locations) + (i % 2000)
FROM generate_series(1, 10000) AS i;

INSERT INTO formations (slug, title, description, duration, price_no_tax, certification, format, objectives, event_id, training_program)
SELECT 'formation-echelle-' || i, 'Formation à l''échelle ' || i, 'Une formation générée pour le banc d''essai.', '2 jours', 900 + i, i % 3 = 0, 'Présentiel',
       ARRAY['Comprendre', 'Pratiquer'], CASE WHEN i % 5 = 0 THEN (SELECT min(id) FROM events) + i ELSE NULL END,
       '{"Introduction": ["Présentation"], "Pratique": ["Atelier"]}'::jsonb
FROM generate_series(1, 1000) AS i;

INSERT INTO blog_posts (slug, title, description, content, date, published, tags)
SELECT 'article-echelle-' || i, 'Article à l''échelle ' || i, 'Un article généré pour le banc d''essai.', '## Titre' || chr(10) || chr(10) || 'Texte.',
       CURRENT_DATE - (i % 3000), true, ARRAY['échelle']
FROM generate_series(1, 100000) AS i;
ANALYZE;
`;

/**
 * Five years and a half of sessions, then what each leaves: 11,000 two-day sessions (the oldest
 * 900 or so ended more than five years ago, for the purge), taught by forty trainers (one in
 * four an employee) at a cost the BPF counts, 20 registrations each with their convention,
 * reminders, four half-days signed and countersigned and their certificate, the surveys of every trainee present (answered
 * by every other one), of the company and of the trainer, 50,000 contact requests from 40,000 addresses over five years with their notes, 500
 * complaints, 100,000 mails sent over 90 days, 250,000 journal lines over 15 months, and 50,000
 * invoices (their numbers nine digits long, apart from the demo's; five payers for each of 10,000 sessions that ended, two in three paid, 1 in 60
 * cancelled by a credit note), each sent and the unpaid ones already reminded. Every
 * mail the hourly jobs would queue is sent already (certificates, reminders, surveys), so that
 * they do not run during the timing; the purge has not run for a while: the bench times it.
 */
export const FIVE_YEARS = `
CREATE TEMP TABLE bench_sessions AS
SELECT n, CURRENT_DATE - 2000 + (n * 2100 / 11000) AS day,
       (SELECT id FROM formations ORDER BY id OFFSET (n % (SELECT count(*) FROM formations)) LIMIT 1) AS formation_id
FROM generate_series(1, 11000) AS n;

INSERT INTO training_sessions (formation_id, start_date, end_date, daily_hours, place, capacity, status, published, trainer, trainer_email, remote_link, certificates_issued_at, created_at)
SELECT formation_id, day, day + 1, '9 h – 17 h', 'remote', 25, 'open', true,
       'Formateur ' || (n % 40), 'formateur' || (n % 40) || '@example.org', 'https://visio.example.org/banc-' || n,
       CASE WHEN day + 1 < CURRENT_DATE THEN day + 2 END, day - 60
FROM bench_sessions ORDER BY n;

-- Forty trainers, one in four an employee, whose cost and hours the yearly BPF counts.
INSERT INTO trainers (name, email, kind)
SELECT 'Formateur ' || t, 'formateur' || t || '@example.org', CASE WHEN t % 4 = 0 THEN 'internal' ELSE 'external' END
FROM generate_series(0, 39) AS t;
UPDATE training_sessions s SET trainer_id = t.id, trainer_cost = 140000
FROM trainers t WHERE t.email = s.trainer_email AND s.remote_link LIKE 'https://visio.example.org/banc-%';
UPDATE formations SET purpose = coalesce(purpose, 'other'), nsf_code = coalesce(nsf_code, '326');

CREATE TEMP TABLE bench_registrations AS
SELECT s.id AS session_id, s.start_date, s.end_date, r AS place
FROM training_sessions s, generate_series(1, 20) AS r
WHERE s.remote_link LIKE 'https://visio.example.org/banc-%';

INSERT INTO registrations (session_id, trainee_name, last_name, first_name, email, company, payer, trainee_status, status, confirmed_at, convoked_at, attended_minutes, planned_minutes, created_at)
SELECT session_id, 'Stagiaire ' || session_id || '-' || place, 'Stagiaire', session_id || '-' || place,
       'stagiaire' || session_id || '-' || place || '@example.org', 'Entreprise ' || (session_id % 3000),
       'entreprise', 'employee',
       CASE WHEN end_date >= CURRENT_DATE THEN 'confirmed' WHEN place > 18 THEN 'cancelled' ELSE 'present' END,
       start_date - 20, start_date - 10,
       CASE WHEN end_date < CURRENT_DATE AND place <= 18 THEN 840 END,
       CASE WHEN end_date < CURRENT_DATE AND place <= 18 THEN 840 END,
       start_date - 21
FROM bench_registrations ORDER BY session_id, place;

INSERT INTO registration_agreements (registration_id, kind, number, content, issued_at, issued_pdf, issued_sha256, sent_at)
SELECT r.id, 'convention', 'CONV-BANC-' || r.id, '{}'::jsonb, r.created_at, '\\x25504446'::bytea, 'banc', r.created_at
FROM registrations r WHERE r.email LIKE 'stagiaire%@example.org';

INSERT INTO attendance_marks (registration_id, day, half, status, signature_kind, signature, signed_at, signed_from, updated_at)
SELECT r.id, s.start_date + d, h, 'present', 'typed', r.trainee_name, s.start_date + d, 'room', s.start_date + d
FROM registrations r JOIN training_sessions s ON s.id = r.session_id, generate_series(0, 1) AS d, unnest(ARRAY['am', 'pm']) AS h
WHERE r.status = 'present' AND r.email LIKE 'stagiaire%@example.org';

-- Each trainee present's certificat de réalisation, issued the day after the session.
INSERT INTO attendance_certificates (registration_id, kind, issued_at, attended_minutes, planned_minutes, pdf, sha256)
SELECT r.id, 'realisation', s.end_date + 1, 840, 840, '\\x25504446'::bytea, 'banc'
FROM registrations r JOIN training_sessions s ON s.id = r.session_id
WHERE r.status = 'present' AND r.email LIKE 'stagiaire%@example.org' AND s.certificates_issued_at IS NOT NULL;

-- The trainer's countersignature of each half-day that ended: the trainees' hours are proven.
INSERT INTO attendance_countersignatures (session_id, day, half, trainer_name, signature_kind, signature, signed_at)
SELECT s.id, s.start_date + d, h, s.trainer, 'typed', s.trainer, s.start_date + d
FROM training_sessions s, generate_series(0, 1) AS d, unnest(ARRAY['am', 'pm']) AS h
WHERE s.remote_link LIKE 'https://visio.example.org/banc-%' AND s.end_date < CURRENT_DATE;

INSERT INTO registration_reminders (registration_id, days_before, sent_at)
SELECT r.id, d, s.start_date - d
FROM registrations r JOIN training_sessions s ON s.id = r.session_id, unnest(ARRAY[7, 1]) AS d
WHERE r.email LIKE 'stagiaire%@example.org' AND s.start_date - d <= CURRENT_DATE;

INSERT INTO survey_invitations (registration_id, kind, sent_at, reminded_at, answered_at)
SELECT r.id, k, s.end_date + CASE WHEN k = 'end' THEN 1 ELSE 90 END,
       CASE WHEN r.id % 2 = 1 OR k = 'cold' THEN s.end_date + CASE WHEN k = 'end' THEN 8 ELSE 97 END END,
       CASE WHEN r.id % 2 = 0 AND k = 'end' THEN s.end_date + 2 END
FROM registrations r JOIN training_sessions s ON s.id = r.session_id, unnest(ARRAY['end', 'cold']) AS k
WHERE r.status = 'present' AND r.email LIKE 'stagiaire%@example.org'
  AND s.end_date + CASE WHEN k = 'end' THEN 1 ELSE 90 END < CURRENT_DATE;

INSERT INTO survey_invitations (session_id, kind, recipient, email, sent_at, reminded_at)
SELECT s.id, k, CASE WHEN k = 'company' THEN 'Entreprise ' || (s.id % 3000) ELSE s.trainer END,
       CASE WHEN k = 'company' THEN 'stagiaire' || s.id || '-1@example.org' ELSE s.trainer_email END,
       s.end_date + 1, s.end_date + 8
FROM training_sessions s, unnest(ARRAY['company', 'trainer']) AS k
WHERE s.remote_link LIKE 'https://visio.example.org/banc-%' AND s.end_date < CURRENT_DATE;

INSERT INTO survey_answers (invitation_id, overall, objectives, trainer, content, organisation, recommends, comment, publish_consent, comment_status, handled_at, action_note, low_rating_mailed_at, created_at)
SELECT i.id, 1 + i.id % 5, CASE WHEN i.id % 5 = 0 THEN 'partiel' ELSE 'oui' END, 1 + (i.id / 5) % 5, 4, 5, i.id % 5 > 1,
       CASE WHEN i.id % 3 = 0 THEN 'Formation claire et bien rythmée.' END, false, 'pending',
       CASE WHEN i.id % 5 < 2 AND i.answered_at < CURRENT_DATE - 60 THEN i.answered_at + interval '2 days' END,
       CASE WHEN i.id % 5 < 2 AND i.answered_at < CURRENT_DATE - 60 THEN 'Échange avec le stagiaire.' END,
       CASE WHEN i.id % 5 < 2 THEN i.answered_at END,
       i.answered_at
FROM survey_invitations i WHERE i.answered_at IS NOT NULL AND i.registration_id IN (SELECT id FROM registrations WHERE email LIKE 'stagiaire%@example.org');

INSERT INTO contact_requests (name, email, company, desired_formation_id, message, status, spam, created_at)
SELECT 'Prospect ' || (i % 40000), 'prospect' || (i % 40000) || '@example.org', 'Société ' || (i % 5000),
       CASE WHEN i % 3 = 0 THEN (SELECT min(id) FROM formations) + i % 16 END,
       'Bonjour, nous souhaitons former une équipe de ' || (2 + i % 10) || ' personnes.',
       CASE WHEN i > 49000 THEN 'new' WHEN i > 48000 THEN 'in_progress' ELSE 'handled' END, i % 20 = 0,
       now() - (50000 - i) * interval '1 day' * 1825 / 50000
FROM generate_series(1, 50000) AS i;

INSERT INTO request_notes (request_id, author_name, text, created_at)
SELECT c.id, 'Claire Dubois', 'Rappelé, devis envoyé.', c.created_at + interval '1 day' * k
FROM contact_requests c, generate_series(1, 2) AS k
WHERE c.email LIKE 'prospect%@example.org' AND (k = 1 AND c.id % 2 = 0 OR k = 2 AND c.id % 6 = 0);

INSERT INTO complaints (claimant_kind, name, email, message, answer_due_on, acknowledged_at, acknowledged_by, analysis, analysed_at, analysed_by, answer, answered_at, answered_by, closed_at, closed_by, created_at)
SELECT 'trainee', 'Réclamant ' || i, 'reclamant' || i || '@example.org', 'La salle était trop petite.',
       (now() - i * interval '4 days')::date + 14,
       now() - i * interval '4 days', 'Claire Dubois', 'Salle à changer.', now() - i * interval '4 days', 'Claire Dubois',
       'Nous changeons de salle.', now() - i * interval '4 days', 'Claire Dubois', now() - i * interval '4 days', 'Claire Dubois',
       now() - i * interval '4 days'
FROM generate_series(10, 500) AS i;

INSERT INTO outbox ("to", subject, text, status, attempts, created_at, sent_at)
SELECT 'stagiaire' || i || '@example.org', 'Votre convocation', 'Bonjour, voici votre convocation.', 'sent', 1,
       now() - i * interval '1 day' * 90 / 100000, now() - i * interval '1 day' * 90 / 100000
FROM generate_series(1, 100000) AS i;

INSERT INTO audit_log (actor_name, action, entity, entity_id, summary, created_at)
SELECT 'Claire Dubois', 'update', 'registration', i, 'Inscription ' || i || ' confirmée', now() - i * interval '1 day' * 456 / 250000
FROM generate_series(1, 250000) AS i;

INSERT INTO invoices (kind, number, issued_at, issue_date, due_date, service_start, service_end, session_id, bpf_line, buyer_name, buyer_email, total_no_tax, total_vat, total, content, xml, pdf, sha256, issued_by)
SELECT 'invoice', 'F-' || extract(year FROM s.end_date + 1)::int || '-' || lpad((s.id * 5 + p)::text, 9, '0'),
       (s.end_date + 1)::timestamptz, s.end_date + 1, s.end_date + 31, s.start_date, s.end_date, s.id,
       (ARRAY['C-1', 'C-2h', 'C-9', 'C-7', 'C-1'])[p + 1], 'Entreprise ' || ((s.id + p) % 3000),
       'compta' || ((s.id + p) % 3000) || '@example.org', 280000, 0, 280000,
       '{"taxes":[{"vatRate":0,"vatExempt":true,"base":280000,"vat":0}]}'::jsonb,
       '<rsm:CrossIndustryInvoice/>', '\\x255044462d312e37'::bytea, repeat('0', 64), 'Claire Dubois'
FROM (SELECT id, start_date, end_date FROM training_sessions
      WHERE remote_link LIKE 'https://visio.example.org/banc-%' AND end_date < CURRENT_DATE - 1
      ORDER BY id LIMIT 10000) AS s, generate_series(0, 4) AS p;

INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit, unit_price, amount, vat_rate, vat_exempt)
SELECT id, 1, 'Formation, deux stagiaires, 28 h réalisées et certifiées', 28, 'HUR', 100, total_no_tax, 0, true
FROM invoices WHERE length(number) > 12;

INSERT INTO invoice_payments (invoice_id, paid_on, amount, method, recorded_by)
SELECT id, issue_date + 20, total, 'virement', 'Claire Dubois' FROM invoices WHERE id % 3 <> 0 AND length(number) > 12;

INSERT INTO invoices (kind, number, issued_at, issue_date, due_date, service_start, service_end, session_id, corrects_id, bpf_line, buyer_name, buyer_email, total_no_tax, total_vat, total, content, xml, pdf, sha256, issued_by)
SELECT 'credit_note', 'AV-' || extract(year FROM issue_date)::int || '-' || lpad(id::text, 9, '0'),
       issued_at + interval '2 days', issue_date + 2, due_date + 2, service_start, service_end, session_id, id,
       bpf_line, buyer_name, buyer_email, total_no_tax, total_vat, total, content, xml, pdf, sha256, issued_by
FROM invoices WHERE id % 60 = 3 AND length(number) > 12;

INSERT INTO invoice_mails (invoice_id, overdue_days, recipient, sent_at)
SELECT id, d, buyer_email, issued_at FROM invoices, (VALUES (0), (7), (30)) AS days (d)
WHERE (d = 0 OR id % 3 = 0) AND length(number) > 12;
ANALYZE;
`;

/**
 * Every user-visible server string in en, de, fr, it and pt (forms of address: de "Sie", fr "vous", it "tu",
 * pt "você", Brazilian spelling). The upload limits are filled in from FILE_LIMITS. The type makes a missing key in any language a compile error; the test
 * beside this file also refuses empty strings and mismatched {placeholders}.
 */
import { FILE_LIMITS, type Language, VOICE_LIMITS } from '@inkprint/shared';

/** The upload limits in the messages come from FILE_LIMITS, so a changed limit cannot leave a stale text. */
const MAX_FILES = FILE_LIMITS.maxFiles;
const FILE_MB = FILE_LIMITS.maxFileBytes / 1_048_576;
const TOTAL_MB = FILE_LIMITS.maxTotalBytes / 1_048_576;
const MAX_VOICES = VOICE_LIMITS.maxVoices;
/** The word limits, written as each language writes large numbers (300,000 · 300.000 · 300 000). */
const words = (locale: string) => {
  const f = new Intl.NumberFormat(locale);
  return { file: f.format(FILE_LIMITS.maxFileWords), total: f.format(FILE_LIMITS.maxTotalWords) };
};
const W = {
  en: words('en'),
  de: words('de'),
  fr: words('fr'),
  it: words('it'),
  pt: words('pt-BR'),
};

const en = {
  errors: {
    VOICE_NOT_FOUND: 'This voice does not exist. It may have been deleted.',
    VOICE_NAME_TAKEN: 'You already have a voice with this name. Please choose another name.',
    TOO_MANY_VOICES: `You can have at most ${MAX_VOICES} voices. Please delete one before adding another.`,
    LAST_VOICE: 'This is your only voice, so it cannot be deleted. Add another voice first.',
    VALIDATION_ERROR: 'Some fields are not valid. Please check them and try again.',
    TOO_MANY_FILES: `You have reached the maximum number of files (${MAX_FILES}). Please delete some files before uploading more.`,
    INVALID_TOKEN: 'Invalid or expired link.',
    UNAUTHENTICATED: 'Please log in to continue.',
    INVALID_CREDENTIALS: 'Invalid email or password.',
    EMAIL_NOT_CONFIRMED: 'Email not confirmed. Please confirm your email address before logging in.',
    CSRF_REJECTED: 'This request came from another website and was refused.',
    NOT_FOUND: 'Not found.',
    HOST_NOT_ALLOWED:
      'This server does not answer to the address used for this request. Use the address the site is published at (its administrator can allow others with ALLOWED_HOSTS).',
    VOICE_PROFILE_REQUIRED: 'Please create your voice profile before generating content.',
    MODEL_REQUIRED:
      'Rewriting needs a language model, and this Inkprint has only its offline writer, which can write new text but cannot carry over the meaning of yours. Your administrator can connect one: a provider with an API key (LLM_PROVIDER and LLM_API_KEY), or the built-in local model (LLM_PROVIDER=local).',
    model_required_downloading:
      'Rewriting needs the local language model, which is still downloading ({percent}% so far). Please try again once the download has finished; nothing was counted against your quota.',
    model_required_unavailable:
      'Rewriting needs the local language model, which could not be prepared on this server. Please ask your administrator to check the server log and the model settings (LLM_MODEL_FILE, LLM_MODEL_URL).',
    NO_USABLE_FILES: 'Upload at least one file with words before analyzing your voice.',
    NOT_ENOUGH_PROSE:
      'Not enough running prose yet: your voice needs at least {needed} words written in full sentences, and your files hold {words}. Add about {missing} more; headings, commands, lists and symbols do not count.',
    FILE_TOO_LARGE: `One or more files exceed the ${FILE_MB}MB size limit and were not uploaded.`,
    TOTAL_SIZE_EXCEEDED: `Total file size limit exceeded. Maximum ${TOTAL_MB}MB allowed across all files.`,
    FILE_TOO_MANY_WORDS: `One or more files contain more than ${W.en.file} words of text and were not uploaded. Please split the file or upload a shorter one.`,
    TOTAL_WORDS_EXCEEDED: `Your files may hold at most ${W.en.total} words of text in all. Nothing was uploaded; please delete a file or upload shorter ones.`,
    UNSUPPORTED_FILE_TYPE: 'Only PDF, DOCX and TXT files are supported.',
    QUOTA_EXCEEDED: 'You have used all of your generations for today. Your quota resets at midnight UTC.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    BUSY: 'Your previous generation is still being written. Please wait for it to finish, then try again.',
    busy_analysis: 'Your voice is already being analyzed. Please wait for it to finish, then try again.',
    // RATE_LIMITED with a known wait (Retry-After): plural by count, 1 is `_one` in all five languages.
    rate_limited_seconds_one: 'Too many attempts. Please try again in a second.',
    rate_limited_seconds_other: 'Too many attempts. Please try again in {count} seconds.',
    rate_limited_minutes_one: 'Too many attempts. Please try again in a minute.',
    rate_limited_minutes_other: 'Too many attempts. Please try again in {count} minutes.',
    rate_limited_hours_one: 'Too many attempts. Please try again in an hour.',
    rate_limited_hours_other: 'Too many attempts. Please try again in {count} hours.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    DATABASE_UNAVAILABLE: 'Inkprint cannot reach its database right now. Please try again in a few seconds.',
    server_restarting:
      'Inkprint is restarting, so this text could not be finished. It was not counted against your daily quota; please try again in a moment.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
    ANALYSIS_TIMEOUT:
      'Analyzing your writing took too long, so it was stopped. Please try again in a minute; if it happens again, analyze fewer or shorter files.',
    PROVIDER_ERROR: 'The writing engine could not write your content. Please try again in a moment.',
    PROVIDER_TIMEOUT: 'The writing engine took too long to answer. Please try again in a moment.',
    invalid_json: 'The request body is not valid JSON.',
    body_too_large: 'The request is too large.',
    reset_token_invalid: 'Invalid or expired reset token.',
    confirm_token_invalid: 'Invalid or expired confirmation link.',
    headers_too_large: 'The request headers are too large.',
    request_timeout: 'The request took too long to arrive.',
    bad_request: 'The request could not be read.',
    unsupported_media_type: 'This call does not accept a request body of that content type.',
    bad_url: 'The address of this request is not valid.',
    upload_unreadable:
      'The upload could not be read because it was incomplete or damaged. Nothing was saved. Please try again.',
    upload_in_progress:
      'Several uploads from your account are already in progress. Please wait until they have finished, then try again.',
  },
  fields: {
    too_many: 'This list has too many entries.',
    required: 'This field is required.',
    too_long: 'This value is too long.',
    invalid_email: 'Please enter a valid email address.',
    password_too_short: 'The password must be at least 8 characters long.',
    password_too_weak:
      'The password must contain at least three of: an uppercase letter, a lowercase letter, a number and a symbol.',
    one_word: 'Only one name is allowed in this field.',
    invalid_choice: 'Please choose one of the options.',
    invalid_number: 'Please enter a whole number of 1 or more.',
    invalid_type: 'This value has the wrong type.',
    invalid_value: 'This value is not valid.',
    unknown_field: 'This field is not allowed.',
    current_password_wrong: 'The current password is incorrect.',
    confirm_password_wrong:
      'This is not the password chosen when signing up with this address. Type that one, or set a new one with “Forgot your password?”.',
    invalid_characters:
      'This field contains characters that are not allowed (such as control characters or line breaks).',
  },
  messages: {
    voice_deleted: 'The voice and its files have been deleted.',
    registered: 'Registration successful! Please check your email to confirm your account.',
    logged_in: 'Login successful!',
    logged_out: 'You have been logged out.',
    profile_updated: 'Your profile has been updated.',
    password_changed: 'Your password has been changed.',
    account_deleted: 'Your account and all of your data have been deleted.',
    reset_requested: 'If an account with that email exists, a password reset link has been sent.',
    password_reset: 'Your password has been reset. You can now log in.',
    email_confirmed: 'Email confirmed! You can now log in.',
    confirmation_resent: 'If an account with that email exists, a confirmation email has been sent.',
    contact_sent: 'Thank you for your message. We usually reply within 24 hours on business days.',
    files_uploaded_one: 'Your file has been uploaded.',
    files_uploaded_other: '{count} files have been uploaded.',
    file_deleted: 'File deleted successfully.',
    files_cleared: 'All files deleted successfully.',
    content_deleted: 'Content deleted successfully.',
    content_cleared: 'Your history has been cleared.',
    profile_created: 'Voice profile created successfully! You can now generate content.',
    analysis_started: 'Your writing is being analyzed. This page shows the progress.',
  },
  /** Why a file could not be read: one reason per extraction error code. */
  extract: {
    UNSUPPORTED_TYPE: 'This file type is not supported.',
    TYPE_MISMATCH: 'The content of this file does not match its extension.',
    ENCRYPTED: 'This file is password-protected. Remove the password and upload it again.',
    CORRUPT: 'This file is damaged or could not be read.',
    TOO_LARGE: 'This file holds more data than can be read safely.',
    BINARY: 'This file does not contain readable text.',
    TIMEOUT: 'Reading this file took too long. Try saving it again, or in another format.',
    INTERNAL: 'This file could not be read because of an error on our side. Please try again.',
    TOO_MANY_WORDS: `This file contains more than ${W.en.file} words of text. Please split it or upload a shorter one.`,
    TOTAL_WORDS: `With this file your files would hold more than ${W.en.total} words of text in all. Delete a file or upload a shorter one.`,
    first_pages:
      'Only the first {read} of {pages} pages were read: more than enough to learn your voice from. The word count covers those pages.',
  },
  mail: {
    greeting: 'Hello,',
    signature: 'The Inkprint team',
    ignore: 'If you did not ask for this, you can ignore this email.',
    confirm_subject: 'Confirm your email address for Inkprint',
    confirm_intro:
      'Thank you for signing up for Inkprint. Please confirm your email address to activate your account. The page that opens asks for the password you chose when you signed up.',
    confirm_action: 'Confirm email address',
    confirm_expiry: 'The link is valid for 24 hours.',
    reset_subject: 'Reset your Inkprint password',
    reset_intro: 'We received a request to reset the password of your Inkprint account.',
    reset_action: 'Choose a new password',
    reset_expiry: 'The link is valid for one hour and can be used once.',
    exists_subject: 'You already have an Inkprint account',
    exists_intro:
      'Someone tried to create a new Inkprint account with this email address, but you already have one.',
    exists_action: 'Log in',
    exists_reset: 'Forgot your password? You can reset it here: {url}',
    changed_subject: 'Your Inkprint password was changed',
    changed_intro:
      'The password of your Inkprint account was just changed, and every other session was signed out.',
    changed_warning: 'If this was not you, reset your password right away: {url}',
    finish_subject: 'Finish setting up your Inkprint account',
    finish_intro:
      'A new confirmation link was requested for this email address. To finish setting up your Inkprint account, confirm your address by choosing your password.',
    finish_action: 'Confirm and choose a password',
  },
};

export type Messages = typeof en;

const de: Messages = {
  errors: {
    VOICE_NOT_FOUND: 'Diese Stimme gibt es nicht. Vielleicht wurde sie gelöscht.',
    VOICE_NAME_TAKEN: 'Sie haben bereits eine Stimme mit diesem Namen. Bitte wählen Sie einen anderen Namen.',
    TOO_MANY_VOICES: `Sie können höchstens ${MAX_VOICES} Stimmen anlegen. Bitte löschen Sie eine, bevor Sie eine neue hinzufügen.`,
    LAST_VOICE:
      'Das ist Ihre einzige Stimme, deshalb kann sie nicht gelöscht werden. Legen Sie zuerst eine weitere an.',
    VALIDATION_ERROR: 'Einige Angaben sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    TOO_MANY_FILES: `Sie haben die maximale Anzahl von Dateien (${MAX_FILES}) erreicht. Bitte löschen Sie Dateien, bevor Sie weitere hochladen.`,
    INVALID_TOKEN: 'Ungültiger oder abgelaufener Link.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an, um fortzufahren.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
    EMAIL_NOT_CONFIRMED:
      'E-Mail-Adresse nicht bestätigt. Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
    CSRF_REJECTED: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
    NOT_FOUND: 'Nicht gefunden.',
    HOST_NOT_ALLOWED:
      'Dieser Server antwortet nicht unter der Adresse dieser Anfrage. Verwenden Sie die Adresse, unter der die Website veröffentlicht ist (weitere Adressen kann die Administration mit ALLOWED_HOSTS freigeben).',
    VOICE_PROFILE_REQUIRED: 'Bitte erstellen Sie zuerst Ihr Stilprofil, bevor Sie Inhalte erstellen.',
    MODEL_REQUIRED:
      'Zum Umschreiben braucht Inkprint ein Sprachmodell. Hier ist nur der Offline-Schreiber eingerichtet: Er kann neue Texte verfassen, aber nicht den Inhalt Ihres Textes übernehmen. Wer diesen Server betreut, kann eines anbinden: einen Anbieter mit API-Schlüssel (LLM_PROVIDER und LLM_API_KEY) oder das eingebaute lokale Modell (LLM_PROVIDER=local).',
    model_required_downloading:
      'Zum Umschreiben braucht Inkprint das lokale Sprachmodell, das noch heruntergeladen wird (bisher {percent} %). Bitte versuchen Sie es nach dem Download erneut; Ihr Kontingent wurde nicht belastet.',
    model_required_unavailable:
      'Zum Umschreiben braucht Inkprint das lokale Sprachmodell, das auf diesem Server nicht bereitgestellt werden konnte. Bitten Sie die Person, die diesen Server betreut, das Serverprotokoll und die Modelleinstellungen (LLM_MODEL_FILE, LLM_MODEL_URL) zu prüfen.',
    NO_USABLE_FILES: 'Laden Sie mindestens eine Datei mit Text hoch, bevor Sie Ihren Stil analysieren.',
    NOT_ENOUGH_PROSE:
      'Noch nicht genug zusammenhängender Text: Ihr Stilprofil braucht mindestens {needed} Wörter in ganzen Sätzen, Ihre Dateien enthalten {words}. Fügen Sie noch etwa {missing} hinzu; Überschriften, Befehle, Listen und Sonderzeichen zählen nicht.',
    FILE_TOO_LARGE: `Eine oder mehrere Dateien überschreiten die Grenze von ${FILE_MB} MB und wurden nicht hochgeladen.`,
    TOTAL_SIZE_EXCEEDED: `Gesamtgröße überschritten. Für alle Dateien zusammen sind höchstens ${TOTAL_MB} MB erlaubt.`,
    FILE_TOO_MANY_WORDS: `Eine oder mehrere Dateien enthalten mehr als ${W.de.file} Wörter Text und wurden nicht hochgeladen. Bitte teilen Sie die Datei auf oder laden Sie eine kürzere hoch.`,
    TOTAL_WORDS_EXCEEDED: `Ihre Dateien dürfen zusammen höchstens ${W.de.total} Wörter Text enthalten. Es wurde nichts hochgeladen; bitte löschen Sie eine Datei oder laden Sie kürzere hoch.`,
    UNSUPPORTED_FILE_TYPE: 'Es werden nur PDF-, DOCX- und TXT-Dateien unterstützt.',
    QUOTA_EXCEEDED: 'Sie haben Ihr Tageskontingent aufgebraucht. Es wird um Mitternacht (UTC) zurückgesetzt.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    BUSY: 'Ihr vorheriger Text wird noch geschrieben. Bitte warten Sie, bis er fertig ist, und versuchen Sie es dann erneut.',
    busy_analysis:
      'Ihre Stimme wird bereits analysiert. Bitte warten Sie, bis die Analyse fertig ist, und versuchen Sie es dann erneut.',
    rate_limited_seconds_one: 'Zu viele Versuche. Bitte versuchen Sie es in einer Sekunde erneut.',
    rate_limited_seconds_other: 'Zu viele Versuche. Bitte versuchen Sie es in {count} Sekunden erneut.',
    rate_limited_minutes_one: 'Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.',
    rate_limited_minutes_other: 'Zu viele Versuche. Bitte versuchen Sie es in {count} Minuten erneut.',
    rate_limited_hours_one: 'Zu viele Versuche. Bitte versuchen Sie es in einer Stunde erneut.',
    rate_limited_hours_other: 'Zu viele Versuche. Bitte versuchen Sie es in {count} Stunden erneut.',
    INTERNAL: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    DATABASE_UNAVAILABLE:
      'Inkprint kann seine Datenbank gerade nicht erreichen. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    server_restarting:
      'Inkprint wird gerade neu gestartet, daher konnte dieser Text nicht fertig geschrieben werden. Er wird nicht auf Ihr Tageskontingent angerechnet; bitte versuchen Sie es gleich noch einmal.',
    SERVICE_UNAVAILABLE:
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    ANALYSIS_TIMEOUT:
      'Die Analyse Ihrer Texte hat zu lange gedauert und wurde abgebrochen. Bitte versuchen Sie es in einer Minute noch einmal. Wenn es wieder passiert, analysieren Sie weniger oder kürzere Dateien.',
    PROVIDER_ERROR:
      'Die Schreib-Engine konnte Ihren Text nicht erstellen. Bitte versuchen Sie es gleich noch einmal.',
    PROVIDER_TIMEOUT:
      'Die Schreib-Engine hat zu lange für eine Antwort gebraucht. Bitte versuchen Sie es gleich noch einmal.',
    invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    body_too_large: 'Die Anfrage ist zu groß.',
    reset_token_invalid: 'Ungültiger oder abgelaufener Link zum Zurücksetzen.',
    confirm_token_invalid: 'Ungültiger oder abgelaufener Bestätigungslink.',
    headers_too_large: 'Die Kopfzeilen der Anfrage sind zu groß.',
    request_timeout: 'Die Anfrage ist nicht rechtzeitig angekommen.',
    bad_request: 'Die Anfrage konnte nicht gelesen werden.',
    unsupported_media_type: 'Dieser Aufruf akzeptiert keinen Inhalt dieses Typs.',
    bad_url: 'Die Adresse dieser Anfrage ist ungültig.',
    upload_unreadable:
      'Der Upload konnte nicht gelesen werden, weil er unvollständig oder beschädigt war. Es wurde nichts gespeichert. Bitte versuchen Sie es erneut.',
    upload_in_progress:
      'Von Ihrem Konto laufen bereits mehrere Uploads. Bitte warten Sie, bis sie abgeschlossen sind, und versuchen Sie es dann erneut.',
  },
  fields: {
    too_many: 'Diese Liste hat zu viele Einträge.',
    required: 'Dieses Feld ist erforderlich.',
    too_long: 'Dieser Wert ist zu lang.',
    invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    password_too_short: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    password_too_weak:
      'Das Passwort muss mindestens drei der folgenden enthalten: Großbuchstabe, Kleinbuchstabe, Zahl, Sonderzeichen.',
    one_word: 'In diesem Feld ist nur ein Name erlaubt.',
    invalid_choice: 'Bitte wählen Sie eine der Optionen.',
    invalid_number: 'Bitte geben Sie eine ganze Zahl ab 1 ein.',
    invalid_type: 'Dieser Wert hat den falschen Typ.',
    invalid_value: 'Dieser Wert ist ungültig.',
    unknown_field: 'Dieses Feld ist nicht erlaubt.',
    current_password_wrong: 'Das aktuelle Passwort ist falsch.',
    confirm_password_wrong:
      'Das ist nicht das Passwort, das bei der Registrierung mit dieser Adresse gewählt wurde. Geben Sie dieses ein oder legen Sie über „Passwort vergessen?“ ein neues fest.',
    invalid_characters: 'Dieses Feld enthält unzulässige Zeichen (etwa Steuerzeichen oder Zeilenumbrüche).',
  },
  messages: {
    voice_deleted: 'Die Stimme und ihre Dateien wurden gelöscht.',
    registered: 'Registrierung erfolgreich! Bitte prüfen Sie Ihr Postfach, um Ihr Konto zu bestätigen.',
    logged_in: 'Anmeldung erfolgreich!',
    logged_out: 'Sie wurden abgemeldet.',
    profile_updated: 'Ihr Profil wurde aktualisiert.',
    password_changed: 'Ihr Passwort wurde geändert.',
    account_deleted: 'Ihr Konto und alle Ihre Daten wurden gelöscht.',
    reset_requested:
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    password_reset: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
    email_confirmed: 'E-Mail-Adresse bestätigt! Sie können sich jetzt anmelden.',
    confirmation_resent:
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir eine Bestätigungs-E-Mail gesendet.',
    contact_sent:
      'Vielen Dank für Ihre Nachricht. Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen.',
    files_uploaded_one: 'Ihre Datei wurde hochgeladen.',
    files_uploaded_other: '{count} Dateien wurden hochgeladen.',
    file_deleted: 'Die Datei wurde gelöscht.',
    files_cleared: 'Alle Dateien wurden gelöscht.',
    content_deleted: 'Der Inhalt wurde gelöscht.',
    content_cleared: 'Ihr Verlauf wurde gelöscht.',
    profile_created: 'Ihr Stilprofil wurde erstellt! Sie können jetzt Inhalte erstellen.',
    analysis_started: 'Ihre Texte werden analysiert. Den Fortschritt sehen Sie auf dieser Seite.',
  },
  extract: {
    UNSUPPORTED_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
    TYPE_MISMATCH: 'Der Inhalt dieser Datei passt nicht zu ihrer Dateiendung.',
    ENCRYPTED: 'Diese Datei ist passwortgeschützt. Entfernen Sie das Passwort und laden Sie sie erneut hoch.',
    CORRUPT: 'Diese Datei ist beschädigt oder konnte nicht gelesen werden.',
    TOO_LARGE: 'Diese Datei enthält mehr Daten, als sicher gelesen werden können.',
    BINARY: 'Diese Datei enthält keinen lesbaren Text.',
    TIMEOUT:
      'Das Lesen dieser Datei hat zu lange gedauert. Speichern Sie sie neu oder in einem anderen Format.',
    INTERNAL:
      'Diese Datei konnte wegen eines Fehlers bei uns nicht gelesen werden. Bitte versuchen Sie es erneut.',
    TOO_MANY_WORDS: `Diese Datei enthält mehr als ${W.de.file} Wörter Text. Bitte teilen Sie sie auf oder laden Sie eine kürzere hoch.`,
    TOTAL_WORDS: `Mit dieser Datei enthielten Ihre Dateien insgesamt mehr als ${W.de.total} Wörter Text. Löschen Sie eine Datei oder laden Sie eine kürzere hoch.`,
    first_pages:
      'Nur die ersten {read} von {pages} Seiten wurden gelesen – mehr als genug, um Ihren Stil zu erfassen. Die Wortzahl bezieht sich auf diese Seiten.',
  },
  mail: {
    greeting: 'Guten Tag,',
    signature: 'Ihr Inkprint-Team',
    ignore: 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    confirm_subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Inkprint',
    confirm_intro:
      'Vielen Dank für Ihre Registrierung bei Inkprint. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Die Seite, die sich dann öffnet, fragt nach dem Passwort, das Sie bei der Registrierung gewählt haben.',
    confirm_action: 'E-Mail-Adresse bestätigen',
    confirm_expiry: 'Der Link ist 24 Stunden gültig.',
    reset_subject: 'Setzen Sie Ihr Inkprint-Passwort zurück',
    reset_intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Inkprint-Kontos zurückzusetzen.',
    reset_action: 'Neues Passwort wählen',
    reset_expiry: 'Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
    exists_subject: 'Sie haben bereits ein Inkprint-Konto',
    exists_intro:
      'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Inkprint-Konto anzulegen, doch Sie haben bereits eines.',
    exists_action: 'Anmelden',
    exists_reset: 'Passwort vergessen? Hier können Sie es zurücksetzen: {url}',
    changed_subject: 'Ihr Inkprint-Passwort wurde geändert',
    changed_intro:
      'Das Passwort Ihres Inkprint-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
    changed_warning: 'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück: {url}',
    finish_subject: 'Schließen Sie die Einrichtung Ihres Inkprint-Kontos ab',
    finish_intro:
      'Für diese E-Mail-Adresse wurde ein neuer Bestätigungslink angefordert. Um die Einrichtung Ihres Inkprint-Kontos abzuschließen, bestätigen Sie Ihre Adresse, indem Sie Ihr Passwort wählen.',
    finish_action: 'Bestätigen und Passwort wählen',
  },
};

const fr: Messages = {
  errors: {
    VOICE_NOT_FOUND: 'Cette voix n’existe pas. Elle a peut-être été supprimée.',
    VOICE_NAME_TAKEN: 'Vous avez déjà une voix portant ce nom. Veuillez en choisir un autre.',
    TOO_MANY_VOICES: `Vous pouvez avoir au maximum ${MAX_VOICES} voix. Supprimez-en une avant d’en ajouter une autre.`,
    LAST_VOICE: 'C’est votre seule voix : elle ne peut pas être supprimée. Ajoutez d’abord une autre voix.',
    VALIDATION_ERROR: 'Certains champs ne sont pas valides. Veuillez les vérifier et réessayer.',
    TOO_MANY_FILES: `Vous avez atteint le nombre maximal de fichiers (${MAX_FILES}). Veuillez supprimer des fichiers avant d’en importer d’autres.`,
    INVALID_TOKEN: 'Lien invalide ou expiré.',
    UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
    INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
    EMAIL_NOT_CONFIRMED:
      'Adresse e-mail non confirmée. Veuillez confirmer votre adresse e-mail avant de vous connecter.',
    CSRF_REJECTED: 'Cette requête provient d’un autre site et a été refusée.',
    NOT_FOUND: 'Introuvable.',
    HOST_NOT_ALLOWED:
      'Ce serveur ne répond pas à l’adresse utilisée pour cette requête. Utilisez l’adresse à laquelle le site est publié (son administrateur peut en autoriser d’autres avec ALLOWED_HOSTS).',
    VOICE_PROFILE_REQUIRED: 'Veuillez créer votre profil de style avant de générer du contenu.',
    MODEL_REQUIRED:
      'Pour réécrire, Inkprint a besoin d’un modèle de langage. Ce serveur n’a que le rédacteur hors ligne : il sait écrire un nouveau texte, mais pas reprendre le sens du vôtre. Votre administrateur peut en connecter un : un fournisseur avec une clé d’API (LLM_PROVIDER et LLM_API_KEY) ou le modèle local intégré (LLM_PROVIDER=local).',
    model_required_downloading:
      'Pour réécrire, Inkprint a besoin du modèle de langage local, encore en cours de téléchargement ({percent} % pour l’instant). Veuillez réessayer une fois le téléchargement terminé ; rien n’a été décompté de votre quota.',
    model_required_unavailable:
      'Pour réécrire, Inkprint a besoin du modèle de langage local, qui n’a pas pu être préparé sur ce serveur. Demandez à votre administrateur de consulter le journal du serveur et les réglages du modèle (LLM_MODEL_FILE, LLM_MODEL_URL).',
    NO_USABLE_FILES: 'Importez au moins un fichier contenant du texte avant d’analyser votre style.',
    NOT_ENOUGH_PROSE:
      'Pas encore assez de texte rédigé : votre profil de style demande au moins {needed} mots en phrases complètes, et vos fichiers en contiennent {words}. Ajoutez-en environ {missing} ; les titres, commandes, listes et symboles ne comptent pas.',
    FILE_TOO_LARGE: `Un ou plusieurs fichiers dépassent la limite de ${FILE_MB} Mo et n’ont pas été importés.`,
    TOTAL_SIZE_EXCEEDED: `Taille totale dépassée. ${TOTAL_MB} Mo au maximum pour l’ensemble des fichiers.`,
    FILE_TOO_MANY_WORDS: `Un ou plusieurs fichiers contiennent plus de ${W.fr.file} mots de texte et n’ont pas été importés. Veuillez découper le fichier ou en importer un plus court.`,
    TOTAL_WORDS_EXCEEDED: `L’ensemble de vos fichiers peut contenir au maximum ${W.fr.total} mots de texte. Rien n’a été importé ; veuillez supprimer un fichier ou en importer de plus courts.`,
    UNSUPPORTED_FILE_TYPE: 'Seuls les fichiers PDF, DOCX et TXT sont acceptés.',
    QUOTA_EXCEEDED:
      'Vous avez utilisé toutes vos générations du jour. Votre quota se renouvelle à minuit (UTC).',
    RATE_LIMITED: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    BUSY: 'Votre texte précédent est encore en cours de rédaction. Veuillez attendre qu’il soit terminé, puis réessayer.',
    busy_analysis:
      'L’analyse de votre voix est déjà en cours. Veuillez attendre qu’elle soit terminée, puis réessayer.',
    rate_limited_seconds_one: 'Trop de tentatives. Veuillez réessayer dans une seconde.',
    rate_limited_seconds_other: 'Trop de tentatives. Veuillez réessayer dans {count} secondes.',
    rate_limited_minutes_one: 'Trop de tentatives. Veuillez réessayer dans une minute.',
    rate_limited_minutes_other: 'Trop de tentatives. Veuillez réessayer dans {count} minutes.',
    rate_limited_hours_one: 'Trop de tentatives. Veuillez réessayer dans une heure.',
    rate_limited_hours_other: 'Trop de tentatives. Veuillez réessayer dans {count} heures.',
    INTERNAL: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    DATABASE_UNAVAILABLE:
      'Inkprint ne parvient pas à joindre sa base de données pour le moment. Veuillez réessayer dans quelques secondes.',
    server_restarting:
      'Inkprint redémarre : ce texte n’a pas pu être terminé. Il n’a pas été décompté de votre quota du jour ; veuillez réessayer dans un instant.',
    SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    ANALYSIS_TIMEOUT:
      'L’analyse de vos textes a pris trop de temps et a été interrompue. Veuillez réessayer dans une minute ; si cela se reproduit, analysez moins de fichiers ou des fichiers plus courts.',
    PROVIDER_ERROR:
      'Le moteur de rédaction n’a pas pu écrire votre texte. Veuillez réessayer dans un instant.',
    PROVIDER_TIMEOUT:
      'Le moteur de rédaction a mis trop de temps à répondre. Veuillez réessayer dans un instant.',
    invalid_json: 'Le corps de la requête n’est pas un JSON valide.',
    body_too_large: 'La requête est trop volumineuse.',
    reset_token_invalid: 'Lien de réinitialisation invalide ou expiré.',
    confirm_token_invalid: 'Lien de confirmation invalide ou expiré.',
    headers_too_large: 'Les en-têtes de la requête sont trop volumineux.',
    request_timeout: 'La requête a mis trop de temps à arriver.',
    bad_request: 'La requête est illisible.',
    unsupported_media_type: 'Cet appel n’accepte pas un contenu de ce type.',
    bad_url: 'L’adresse de cette requête n’est pas valide.',
    upload_unreadable:
      'L’importation n’a pas pu être lue, car elle était incomplète ou endommagée. Aucun fichier n’a été enregistré. Veuillez réessayer.',
    upload_in_progress:
      'Plusieurs importations de votre compte sont déjà en cours. Veuillez attendre qu’elles soient terminées, puis réessayer.',
  },
  fields: {
    too_many: 'Cette liste contient trop d’éléments.',
    required: 'Ce champ est obligatoire.',
    too_long: 'Cette valeur est trop longue.',
    invalid_email: 'Veuillez saisir une adresse e-mail valide.',
    password_too_short: 'Le mot de passe doit comporter au moins 8 caractères.',
    password_too_weak:
      'Le mot de passe doit contenir au moins trois éléments parmi : une majuscule, une minuscule, un chiffre et un symbole.',
    one_word: 'Un seul nom est autorisé dans ce champ.',
    invalid_choice: 'Veuillez choisir l’une des options.',
    invalid_number: 'Veuillez saisir un nombre entier supérieur ou égal à 1.',
    invalid_type: 'Cette valeur n’a pas le bon type.',
    invalid_value: 'Cette valeur n’est pas valide.',
    unknown_field: 'Ce champ n’est pas autorisé.',
    current_password_wrong: 'Le mot de passe actuel est incorrect.',
    confirm_password_wrong:
      'Ce n’est pas le mot de passe choisi lors de l’inscription avec cette adresse. Saisissez celui-ci, ou choisissez-en un nouveau avec « Mot de passe oublié ? ».',
    invalid_characters:
      'Ce champ contient des caractères non autorisés (caractères de contrôle ou sauts de ligne, par exemple).',
  },
  messages: {
    voice_deleted: 'La voix et ses fichiers ont été supprimés.',
    registered: 'Inscription réussie ! Veuillez consulter votre boîte mail pour confirmer votre compte.',
    logged_in: 'Connexion réussie !',
    logged_out: 'Vous avez été déconnecté.',
    profile_updated: 'Votre profil a été mis à jour.',
    password_changed: 'Votre mot de passe a été modifié.',
    account_deleted: 'Votre compte et toutes vos données ont été supprimés.',
    reset_requested:
      'Si un compte existe avec cette adresse e-mail, un lien de réinitialisation du mot de passe a été envoyé.',
    password_reset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    email_confirmed: 'Adresse e-mail confirmée ! Vous pouvez maintenant vous connecter.',
    confirmation_resent:
      'Si un compte existe avec cette adresse e-mail, un e-mail de confirmation a été envoyé.',
    contact_sent: 'Merci pour votre message. Nous répondons généralement sous 24 heures, les jours ouvrés.',
    files_uploaded_one: 'Votre fichier a été importé.',
    files_uploaded_other: '{count} fichiers ont été importés.',
    file_deleted: 'Le fichier a été supprimé.',
    files_cleared: 'Tous les fichiers ont été supprimés.',
    content_deleted: 'Le contenu a été supprimé.',
    content_cleared: 'Votre historique a été effacé.',
    profile_created: 'Votre profil de style a été créé ! Vous pouvez maintenant générer du contenu.',
    analysis_started: 'Vos textes sont en cours d’analyse. Cette page en affiche la progression.',
  },
  extract: {
    UNSUPPORTED_TYPE: 'Ce type de fichier n’est pas pris en charge.',
    TYPE_MISMATCH: 'Le contenu de ce fichier ne correspond pas à son extension.',
    ENCRYPTED:
      'Ce fichier est protégé par un mot de passe. Retirez le mot de passe, puis importez-le à nouveau.',
    CORRUPT: 'Ce fichier est endommagé ou n’a pas pu être lu.',
    TOO_LARGE: 'Ce fichier contient plus de données qu’il n’est possible d’en lire en toute sécurité.',
    BINARY: 'Ce fichier ne contient pas de texte lisible.',
    TIMEOUT:
      'La lecture de ce fichier a pris trop de temps. Enregistrez-le à nouveau ou dans un autre format.',
    INTERNAL: 'Ce fichier n’a pas pu être lu à cause d’une erreur de notre côté. Veuillez réessayer.',
    TOO_MANY_WORDS: `Ce fichier contient plus de ${W.fr.file} mots de texte. Veuillez le diviser ou importer un fichier plus court.`,
    TOTAL_WORDS: `Avec ce fichier, vos fichiers contiendraient plus de ${W.fr.total} mots de texte au total. Supprimez un fichier ou importez-en un plus court.`,
    first_pages:
      'Seules les {read} premières pages sur {pages} ont été lues, ce qui suffit largement pour saisir votre style. Le nombre de mots porte sur ces pages.',
  },
  mail: {
    greeting: 'Bonjour,',
    signature: 'L’équipe Inkprint',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
    confirm_subject: 'Confirmez votre adresse e-mail pour Inkprint',
    confirm_intro:
      'Merci de votre inscription à Inkprint. Veuillez confirmer votre adresse e-mail pour activer votre compte. La page qui s’ouvre vous demandera le mot de passe choisi lors de votre inscription.',
    confirm_action: 'Confirmer l’adresse e-mail',
    confirm_expiry: 'Le lien est valable 24 heures.',
    reset_subject: 'Réinitialisez votre mot de passe Inkprint',
    reset_intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Inkprint.',
    reset_action: 'Choisir un nouveau mot de passe',
    reset_expiry: 'Le lien est valable une heure et ne peut être utilisé qu’une fois.',
    exists_subject: 'Vous avez déjà un compte Inkprint',
    exists_intro:
      'Quelqu’un a essayé de créer un compte Inkprint avec cette adresse e-mail, mais vous en avez déjà un.',
    exists_action: 'Se connecter',
    exists_reset: 'Mot de passe oublié ? Vous pouvez le réinitialiser ici : {url}',
    changed_subject: 'Votre mot de passe Inkprint a été modifié',
    changed_intro:
      'Le mot de passe de votre compte Inkprint vient d’être modifié et toutes les autres sessions ont été fermées.',
    changed_warning: 'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe : {url}',
    finish_subject: 'Finalisez la création de votre compte Inkprint',
    finish_intro:
      'Un nouveau lien de confirmation a été demandé pour cette adresse e-mail. Pour finaliser la création de votre compte Inkprint, confirmez votre adresse en choisissant votre mot de passe.',
    finish_action: 'Confirmer et choisir un mot de passe',
  },
};

const it: Messages = {
  errors: {
    VOICE_NOT_FOUND: 'Questa voce non esiste. Forse è stata eliminata.',
    VOICE_NAME_TAKEN: 'Hai già una voce con questo nome. Scegline un altro.',
    TOO_MANY_VOICES: `Puoi avere al massimo ${MAX_VOICES} voci. Eliminane una prima di aggiungerne un’altra.`,
    LAST_VOICE: 'È la tua unica voce, quindi non si può eliminare. Aggiungi prima un’altra voce.',
    VALIDATION_ERROR: 'Alcuni campi non sono validi. Controllali e riprova.',
    TOO_MANY_FILES: `Hai raggiunto il numero massimo di file (${MAX_FILES}). Elimina qualche file prima di caricarne altri.`,
    INVALID_TOKEN: 'Link non valido o scaduto.',
    UNAUTHENTICATED: 'Accedi per continuare.',
    INVALID_CREDENTIALS: 'E-mail o password non corretti.',
    EMAIL_NOT_CONFIRMED: 'E-mail non confermata. Conferma il tuo indirizzo e-mail prima di accedere.',
    CSRF_REJECTED: 'Questa richiesta proviene da un altro sito ed è stata rifiutata.',
    NOT_FOUND: 'Non trovato.',
    HOST_NOT_ALLOWED:
      'Questo server non risponde all’indirizzo usato per questa richiesta. Usa l’indirizzo a cui è pubblicato il sito (l’amministratore può autorizzarne altri con ALLOWED_HOSTS).',
    VOICE_PROFILE_REQUIRED: 'Crea il tuo profilo di stile prima di generare contenuti.',
    MODEL_REQUIRED:
      'Per riscrivere, Inkprint ha bisogno di un modello linguistico. Qui c’è solo lo scrittore offline: sa scrivere testi nuovi, ma non riesce a riportare il significato del tuo. L’amministratore può collegarne uno: un fornitore con una chiave API (LLM_PROVIDER e LLM_API_KEY) oppure il modello locale integrato (LLM_PROVIDER=local).',
    model_required_downloading:
      'Per riscrivere, Inkprint ha bisogno del modello linguistico locale, che è ancora in download ({percent}% finora). Riprova quando il download è finito; la tua quota non è stata toccata.',
    model_required_unavailable:
      'Per riscrivere, Inkprint ha bisogno del modello linguistico locale, che non è stato possibile preparare su questo server. Chiedi all’amministratore di controllare il log del server e le impostazioni del modello (LLM_MODEL_FILE, LLM_MODEL_URL).',
    NO_USABLE_FILES: 'Carica almeno un file con del testo prima di analizzare il tuo stile.',
    NOT_ENOUGH_PROSE:
      'Non c’è ancora abbastanza testo scritto: il tuo profilo di stile richiede almeno {needed} parole in frasi complete e i tuoi file ne contengono {words}. Aggiungine circa {missing}; titoli, comandi, elenchi e simboli non contano.',
    FILE_TOO_LARGE: `Uno o più file superano il limite di ${FILE_MB} MB e non sono stati caricati.`,
    TOTAL_SIZE_EXCEEDED: `Dimensione totale superata. Sono consentiti al massimo ${TOTAL_MB} MB per tutti i file.`,
    FILE_TOO_MANY_WORDS: `Uno o più file contengono più di ${W.it.file} parole di testo e non sono stati caricati. Dividi il file o caricane uno più breve.`,
    TOTAL_WORDS_EXCEEDED: `I tuoi file possono contenere in tutto al massimo ${W.it.total} parole di testo. Non è stato caricato nulla; elimina un file o caricane di più brevi.`,
    UNSUPPORTED_FILE_TYPE: 'Sono supportati solo file PDF, DOCX e TXT.',
    QUOTA_EXCEEDED: 'Hai usato tutte le generazioni di oggi. La quota si azzera a mezzanotte (UTC).',
    RATE_LIMITED: 'Troppi tentativi. Attendi un momento e riprova.',
    BUSY: 'Il testo precedente è ancora in scrittura. Aspetta che sia finito, poi riprova.',
    busy_analysis: 'La tua voce è già in fase di analisi. Aspetta che l’analisi sia finita, poi riprova.',
    rate_limited_seconds_one: 'Troppi tentativi. Riprova tra un secondo.',
    rate_limited_seconds_other: 'Troppi tentativi. Riprova tra {count} secondi.',
    rate_limited_minutes_one: 'Troppi tentativi. Riprova tra un minuto.',
    rate_limited_minutes_other: 'Troppi tentativi. Riprova tra {count} minuti.',
    rate_limited_hours_one: 'Troppi tentativi. Riprova tra un’ora.',
    rate_limited_hours_other: 'Troppi tentativi. Riprova tra {count} ore.',
    INTERNAL: 'Si è verificato un errore da parte nostra. Riprova.',
    DATABASE_UNAVAILABLE:
      'Al momento Inkprint non riesce a raggiungere il suo database. Riprova tra qualche secondo.',
    server_restarting:
      'Inkprint si sta riavviando, quindi questo testo non è stato completato. Non è stato conteggiato nella tua quota giornaliera; riprova tra poco.',
    SERVICE_UNAVAILABLE: 'Il servizio è temporaneamente non disponibile. Riprova tra poco.',
    ANALYSIS_TIMEOUT:
      'L’analisi dei tuoi testi ha richiesto troppo tempo ed è stata interrotta. Riprova tra un minuto; se succede di nuovo, analizza meno file o file più brevi.',
    PROVIDER_ERROR: 'Il motore di scrittura non è riuscito a scrivere il tuo testo. Riprova tra poco.',
    PROVIDER_TIMEOUT: 'Il motore di scrittura ha impiegato troppo tempo a rispondere. Riprova tra poco.',
    invalid_json: 'Il corpo della richiesta non è un JSON valido.',
    body_too_large: 'La richiesta è troppo grande.',
    reset_token_invalid: 'Link di reimpostazione non valido o scaduto.',
    confirm_token_invalid: 'Link di conferma non valido o scaduto.',
    headers_too_large: 'Le intestazioni della richiesta sono troppo grandi.',
    request_timeout: 'La richiesta ha impiegato troppo tempo ad arrivare.',
    bad_request: 'Non è stato possibile leggere la richiesta.',
    unsupported_media_type: 'Questa chiamata non accetta un contenuto di questo tipo.',
    bad_url: 'L’indirizzo di questa richiesta non è valido.',
    upload_unreadable:
      'Non è stato possibile leggere il caricamento perché era incompleto o danneggiato. Non è stato salvato nulla. Riprova.',
    upload_in_progress:
      'Ci sono già diversi caricamenti in corso dal tuo account. Aspetta che siano terminati, poi riprova.',
  },
  fields: {
    too_many: 'Questo elenco contiene troppi elementi.',
    required: 'Questo campo è obbligatorio.',
    too_long: 'Questo valore è troppo lungo.',
    invalid_email: 'Inserisci un indirizzo e-mail valido.',
    password_too_short: 'La password deve contenere almeno 8 caratteri.',
    password_too_weak:
      'La password deve contenere almeno tre tra: una lettera maiuscola, una minuscola, un numero e un simbolo.',
    one_word: 'In questo campo è consentito un solo nome.',
    invalid_choice: 'Scegli una delle opzioni.',
    invalid_number: 'Inserisci un numero intero pari o superiore a 1.',
    invalid_type: 'Questo valore ha un tipo non corretto.',
    invalid_value: 'Questo valore non è valido.',
    unknown_field: 'Questo campo non è consentito.',
    current_password_wrong: 'La password attuale non è corretta.',
    confirm_password_wrong:
      'Non è la password scelta al momento della registrazione con questo indirizzo. Inserisci quella, oppure scegline una nuova con “Hai dimenticato la password?”.',
    invalid_characters:
      'Questo campo contiene caratteri non consentiti (ad esempio caratteri di controllo o a capo).',
  },
  messages: {
    voice_deleted: 'La voce e i suoi file sono stati eliminati.',
    registered: 'Registrazione completata! Controlla la tua e-mail per confermare l’account.',
    logged_in: 'Accesso effettuato!',
    logged_out: 'Sei uscito dal tuo account.',
    profile_updated: 'Il tuo profilo è stato aggiornato.',
    password_changed: 'La tua password è stata cambiata.',
    account_deleted: 'Il tuo account e tutti i tuoi dati sono stati eliminati.',
    reset_requested:
      'Se esiste un account con questa e-mail, ti abbiamo inviato un link per reimpostare la password.',
    password_reset: 'La tua password è stata reimpostata. Ora puoi accedere.',
    email_confirmed: 'E-mail confermata! Ora puoi accedere.',
    confirmation_resent: 'Se esiste un account con questa e-mail, ti abbiamo inviato un’e-mail di conferma.',
    contact_sent: 'Grazie per il tuo messaggio. Di solito rispondiamo entro 24 ore nei giorni lavorativi.',
    files_uploaded_one: 'Il tuo file è stato caricato.',
    files_uploaded_other: '{count} file sono stati caricati.',
    file_deleted: 'File eliminato.',
    files_cleared: 'Tutti i file sono stati eliminati.',
    content_deleted: 'Contenuto eliminato.',
    content_cleared: 'La tua cronologia è stata cancellata.',
    profile_created: 'Il tuo profilo di stile è pronto! Ora puoi generare contenuti.',
    analysis_started: 'Stiamo analizzando i tuoi testi. Questa pagina ne mostra l’avanzamento.',
  },
  extract: {
    UNSUPPORTED_TYPE: 'Questo tipo di file non è supportato.',
    TYPE_MISMATCH: 'Il contenuto di questo file non corrisponde alla sua estensione.',
    ENCRYPTED: 'Questo file è protetto da password. Rimuovi la password e caricalo di nuovo.',
    CORRUPT: 'Questo file è danneggiato o non è stato possibile leggerlo.',
    TOO_LARGE: 'Questo file contiene più dati di quanti se ne possano leggere in sicurezza.',
    BINARY: 'Questo file non contiene testo leggibile.',
    TIMEOUT:
      'La lettura di questo file ha richiesto troppo tempo. Prova a salvarlo di nuovo o in un altro formato.',
    INTERNAL: 'Non è stato possibile leggere questo file per un errore da parte nostra. Riprova.',
    TOO_MANY_WORDS: `Questo file contiene più di ${W.it.file} parole di testo. Dividilo o carica un file più breve.`,
    TOTAL_WORDS: `Con questo file i tuoi file conterrebbero in tutto più di ${W.it.total} parole di testo. Elimina un file o caricane uno più breve.`,
    first_pages:
      'Sono state lette solo le prime {read} pagine su {pages}, più che sufficienti per cogliere il tuo stile. Il conteggio delle parole si riferisce a queste pagine.',
  },
  mail: {
    greeting: 'Ciao,',
    signature: 'Il team di Inkprint',
    ignore: 'Se non hai fatto tu questa richiesta, puoi ignorare questa e-mail.',
    confirm_subject: 'Conferma il tuo indirizzo e-mail per Inkprint',
    confirm_intro:
      'Grazie per esserti registrato su Inkprint. Conferma il tuo indirizzo e-mail per attivare l’account. Nella pagina che si apre ti verrà chiesta la password scelta al momento della registrazione.',
    confirm_action: 'Conferma l’indirizzo e-mail',
    confirm_expiry: 'Il link è valido per 24 ore.',
    reset_subject: 'Reimposta la tua password di Inkprint',
    reset_intro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Inkprint.',
    reset_action: 'Scegli una nuova password',
    reset_expiry: 'Il link è valido per un’ora e si può usare una sola volta.',
    exists_subject: 'Hai già un account Inkprint',
    exists_intro:
      'Qualcuno ha provato a creare un nuovo account Inkprint con questo indirizzo e-mail, ma ne hai già uno.',
    exists_action: 'Accedi',
    exists_reset: 'Hai dimenticato la password? Puoi reimpostarla qui: {url}',
    changed_subject: 'La tua password di Inkprint è stata cambiata',
    changed_intro:
      'La password del tuo account Inkprint è appena stata cambiata e tutte le altre sessioni sono state chiuse.',
    changed_warning: 'Se non sei stato tu, reimposta subito la password: {url}',
    finish_subject: 'Completa la configurazione del tuo account Inkprint',
    finish_intro:
      'È stato richiesto un nuovo link di conferma per questo indirizzo e-mail. Per completare la configurazione del tuo account Inkprint, conferma il tuo indirizzo scegliendo la tua password.',
    finish_action: 'Conferma e scegli una password',
  },
};

const pt: Messages = {
  errors: {
    VOICE_NOT_FOUND: 'Esta voz não existe. Talvez tenha sido excluída.',
    VOICE_NAME_TAKEN: 'Você já tem uma voz com este nome. Escolha outro nome.',
    TOO_MANY_VOICES: `Você pode ter no máximo ${MAX_VOICES} vozes. Exclua uma antes de adicionar outra.`,
    LAST_VOICE: 'Esta é sua única voz, então ela não pode ser excluída. Adicione outra voz primeiro.',
    VALIDATION_ERROR: 'Alguns campos não são válidos. Verifique-os e tente novamente.',
    TOO_MANY_FILES: `Você atingiu o número máximo de arquivos (${MAX_FILES}). Exclua alguns arquivos antes de enviar outros.`,
    INVALID_TOKEN: 'Link inválido ou expirado.',
    UNAUTHENTICATED: 'Entre na sua conta para continuar.',
    INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
    EMAIL_NOT_CONFIRMED: 'E-mail não confirmado. Confirme seu endereço de e-mail antes de entrar.',
    CSRF_REJECTED: 'Esta solicitação veio de outro site e foi recusada.',
    NOT_FOUND: 'Não encontrado.',
    HOST_NOT_ALLOWED:
      'Este servidor não responde no endereço usado nesta solicitação. Use o endereço em que o site está publicado (o administrador pode permitir outros com ALLOWED_HOSTS).',
    VOICE_PROFILE_REQUIRED: 'Crie seu perfil de estilo antes de gerar conteúdo.',
    MODEL_REQUIRED:
      'Para reescrever, o Inkprint precisa de um modelo de linguagem. Aqui só está configurado o redator offline: ele escreve textos novos, mas não consegue manter o sentido do seu. O administrador pode conectar um: um provedor com chave de API (LLM_PROVIDER e LLM_API_KEY) ou o modelo local embutido (LLM_PROVIDER=local).',
    model_required_downloading:
      'Para reescrever, o Inkprint precisa do modelo de linguagem local, que ainda está sendo baixado ({percent}% até agora). Tente de novo quando o download terminar; nada foi descontado da sua cota.',
    model_required_unavailable:
      'Para reescrever, o Inkprint precisa do modelo de linguagem local, que não pôde ser preparado neste servidor. Peça ao administrador para verificar o log do servidor e as configurações do modelo (LLM_MODEL_FILE, LLM_MODEL_URL).',
    NO_USABLE_FILES: 'Envie pelo menos um arquivo com texto antes de analisar seu estilo.',
    NOT_ENOUGH_PROSE:
      'Ainda não há texto corrido suficiente: seu perfil de estilo precisa de pelo menos {needed} palavras em frases completas, e seus arquivos têm {words}. Acrescente cerca de {missing}; títulos, comandos, listas e símbolos não contam.',
    FILE_TOO_LARGE: `Um ou mais arquivos excedem o limite de ${FILE_MB} MB e não foram enviados.`,
    TOTAL_SIZE_EXCEEDED: `Tamanho total excedido. São permitidos no máximo ${TOTAL_MB} MB somando todos os arquivos.`,
    FILE_TOO_MANY_WORDS: `Um ou mais arquivos contêm mais de ${W.pt.file} palavras de texto e não foram enviados. Divida o arquivo ou envie um mais curto.`,
    TOTAL_WORDS_EXCEEDED: `Seus arquivos podem conter no máximo ${W.pt.total} palavras de texto no total. Nada foi enviado; exclua um arquivo ou envie arquivos mais curtos.`,
    UNSUPPORTED_FILE_TYPE: 'Somente arquivos PDF, DOCX e TXT são aceitos.',
    QUOTA_EXCEEDED: 'Você usou todas as gerações de hoje. Sua cota é renovada à meia-noite (UTC).',
    RATE_LIMITED: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    BUSY: 'Seu texto anterior ainda está sendo escrito. Aguarde até ele ficar pronto e tente novamente.',
    busy_analysis: 'Sua voz já está sendo analisada. Aguarde até a análise terminar e tente novamente.',
    rate_limited_seconds_one: 'Muitas tentativas. Tente novamente em um segundo.',
    rate_limited_seconds_other: 'Muitas tentativas. Tente novamente em {count} segundos.',
    rate_limited_minutes_one: 'Muitas tentativas. Tente novamente em um minuto.',
    rate_limited_minutes_other: 'Muitas tentativas. Tente novamente em {count} minutos.',
    rate_limited_hours_one: 'Muitas tentativas. Tente novamente em uma hora.',
    rate_limited_hours_other: 'Muitas tentativas. Tente novamente em {count} horas.',
    INTERNAL: 'Algo deu errado do nosso lado. Tente novamente.',
    DATABASE_UNAVAILABLE:
      'O Inkprint não consegue acessar seu banco de dados no momento. Tente novamente em alguns segundos.',
    server_restarting:
      'O Inkprint está reiniciando, então este texto não pôde ser concluído. Ele não foi descontado da sua cota diária; tente novamente em instantes.',
    SERVICE_UNAVAILABLE: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    ANALYSIS_TIMEOUT:
      'A análise dos seus textos demorou demais e foi interrompida. Tente novamente em um minuto; se acontecer de novo, analise menos arquivos ou arquivos mais curtos.',
    PROVIDER_ERROR: 'O mecanismo de escrita não conseguiu escrever seu texto. Tente novamente em instantes.',
    PROVIDER_TIMEOUT: 'O mecanismo de escrita demorou demais para responder. Tente novamente em instantes.',
    invalid_json: 'O corpo da solicitação não é um JSON válido.',
    body_too_large: 'A solicitação é grande demais.',
    reset_token_invalid: 'Link de redefinição inválido ou expirado.',
    confirm_token_invalid: 'Link de confirmação inválido ou expirado.',
    headers_too_large: 'Os cabeçalhos da solicitação são grandes demais.',
    request_timeout: 'A solicitação demorou demais para chegar.',
    bad_request: 'Não foi possível ler a solicitação.',
    unsupported_media_type: 'Esta chamada não aceita um conteúdo desse tipo.',
    bad_url: 'O endereço desta solicitação não é válido.',
    upload_unreadable:
      'Não foi possível ler o envio porque ele estava incompleto ou corrompido. Nada foi salvo. Tente novamente.',
    upload_in_progress:
      'Já há vários envios da sua conta em andamento. Aguarde até que terminem e tente novamente.',
  },
  fields: {
    too_many: 'Esta lista tem itens demais.',
    required: 'Este campo é obrigatório.',
    too_long: 'Este valor é longo demais.',
    invalid_email: 'Informe um endereço de e-mail válido.',
    password_too_short: 'A senha precisa ter pelo menos 8 caracteres.',
    password_too_weak:
      'A senha precisa conter pelo menos três destes: uma letra maiúscula, uma minúscula, um número e um símbolo.',
    one_word: 'Apenas um nome é permitido neste campo.',
    invalid_choice: 'Escolha uma das opções.',
    invalid_number: 'Digite um número inteiro a partir de 1.',
    invalid_type: 'Este valor tem o tipo errado.',
    invalid_value: 'Este valor não é válido.',
    unknown_field: 'Este campo não é permitido.',
    current_password_wrong: 'A senha atual está incorreta.',
    confirm_password_wrong:
      'Esta não é a senha escolhida no cadastro com este endereço. Digite essa senha ou escolha uma nova em “Esqueceu a senha?”.',
    invalid_characters:
      'Este campo contém caracteres não permitidos (como caracteres de controle ou quebras de linha).',
  },
  messages: {
    voice_deleted: 'A voz e seus arquivos foram excluídos.',
    registered: 'Cadastro realizado com sucesso! Verifique seu e-mail para confirmar sua conta.',
    logged_in: 'Login realizado com sucesso!',
    logged_out: 'Você saiu da sua conta.',
    profile_updated: 'Seu perfil foi atualizado.',
    password_changed: 'Sua senha foi alterada.',
    account_deleted: 'Sua conta e todos os seus dados foram excluídos.',
    reset_requested: 'Se existir uma conta com esse e-mail, enviamos um link para redefinir a senha.',
    password_reset: 'Sua senha foi redefinida. Agora você já pode entrar.',
    email_confirmed: 'E-mail confirmado! Agora você já pode entrar.',
    confirmation_resent: 'Se existir uma conta com esse e-mail, enviamos um e-mail de confirmação.',
    contact_sent: 'Obrigado pela sua mensagem. Costumamos responder em até 24 horas em dias úteis.',
    files_uploaded_one: 'Seu arquivo foi enviado.',
    files_uploaded_other: '{count} arquivos foram enviados.',
    file_deleted: 'Arquivo excluído com sucesso.',
    files_cleared: 'Todos os arquivos foram excluídos.',
    content_deleted: 'Conteúdo excluído com sucesso.',
    content_cleared: 'Seu histórico foi apagado.',
    profile_created: 'Seu perfil de estilo foi criado! Agora você pode gerar conteúdo.',
    analysis_started: 'Seus textos estão sendo analisados. Esta página mostra o progresso.',
  },
  extract: {
    UNSUPPORTED_TYPE: 'Este tipo de arquivo não é suportado.',
    TYPE_MISMATCH: 'O conteúdo deste arquivo não corresponde à extensão dele.',
    ENCRYPTED: 'Este arquivo está protegido por senha. Remova a senha e envie-o novamente.',
    CORRUPT: 'Este arquivo está danificado ou não pôde ser lido.',
    TOO_LARGE: 'Este arquivo contém mais dados do que é possível ler com segurança.',
    BINARY: 'Este arquivo não contém texto legível.',
    TIMEOUT: 'A leitura deste arquivo demorou demais. Tente salvá-lo novamente ou em outro formato.',
    INTERNAL: 'Não foi possível ler este arquivo por um erro do nosso lado. Tente novamente.',
    TOO_MANY_WORDS: `Este arquivo contém mais de ${W.pt.file} palavras de texto. Divida-o ou envie um arquivo mais curto.`,
    TOTAL_WORDS: `Com este arquivo, seus arquivos teriam mais de ${W.pt.total} palavras de texto no total. Exclua um arquivo ou envie um mais curto.`,
    first_pages:
      'Só as primeiras {read} de {pages} páginas foram lidas, o que é mais do que suficiente para entender seu estilo. A contagem de palavras se refere a essas páginas.',
  },
  mail: {
    greeting: 'Olá,',
    signature: 'Equipe Inkprint',
    ignore: 'Se você não fez esta solicitação, pode ignorar este e-mail.',
    confirm_subject: 'Confirme seu endereço de e-mail no Inkprint',
    confirm_intro:
      'Obrigado por se cadastrar no Inkprint. Confirme seu endereço de e-mail para ativar sua conta. A página que se abrir vai pedir a senha que você escolheu no cadastro.',
    confirm_action: 'Confirmar e-mail',
    confirm_expiry: 'O link é válido por 24 horas.',
    reset_subject: 'Redefina sua senha do Inkprint',
    reset_intro: 'Recebemos uma solicitação para redefinir a senha da sua conta Inkprint.',
    reset_action: 'Escolher uma nova senha',
    reset_expiry: 'O link é válido por uma hora e pode ser usado uma única vez.',
    exists_subject: 'Você já tem uma conta no Inkprint',
    exists_intro: 'Alguém tentou criar uma nova conta no Inkprint com este e-mail, mas você já tem uma.',
    exists_action: 'Entrar',
    exists_reset: 'Esqueceu a senha? Você pode redefini-la aqui: {url}',
    changed_subject: 'Sua senha do Inkprint foi alterada',
    changed_intro:
      'A senha da sua conta Inkprint acabou de ser alterada e todas as outras sessões foram encerradas.',
    changed_warning: 'Se não foi você, redefina sua senha imediatamente: {url}',
    finish_subject: 'Conclua a configuração da sua conta Inkprint',
    finish_intro:
      'Foi solicitado um novo link de confirmação para este endereço de e-mail. Para concluir a configuração da sua conta Inkprint, confirme seu endereço escolhendo sua senha.',
    finish_action: 'Confirmar e escolher uma senha',
  },
};

export const catalogues: Record<Language, Messages> = { en, de, fr, it, pt };

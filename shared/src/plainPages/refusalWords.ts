import { CLINIC } from '../config/clinic';
import type { Locale } from '../i18n/locale';

/**
 * Why a post got no page from the site: a post no form of the site makes, none to take here, no render thread to
 * take it (or no site server: nginx says it), too many from one address, or one sent from another site's page.
 */
export type PostProblem = 'forged' | 'not-taken' | 'unavailable' | 'too-many' | 'cross-site';

/** Why the booking form comes back to the patient with what they sent (site-server/src/booking/resendForm.ts). */
export type ResendReason = 'unknown-outcome' | 'check-again' | 'too-many' | 'cross-site' | 'not-accepted';

/** Why the site refuses a booking post of the dialog (site-server/src/booking/bookingApiGate.ts, nginx). */
export type ApiRefusal = 'too-many' | 'cross-site' | 'not-from-form' | 'not-a-read' | 'not-json';

/**
 * Every refusal's words, written once: the site's own plain pages (a refused post, the booking form given back)
 * here, the dialog's JSON refusals below (`API_REFUSALS`), and nginx's maps generated from both
 * (scripts/nginx/refusalMaps.ts). A page's words are in the language of the address it answers. They are not an app's catalogue: the site server writes these pages itself, with no render
 * thread and no script, and nginx answers some of them (deploy/nginx.conf, rendered by scripts/nginx/renderConf.ts),
 * so the words are data here rather than Lingui messages, written once for both.
 */
export interface PlainPageWords {
  problems: Record<PostProblem, { title: string; text: string }>;
  resend: Record<ResendReason, { title: string; text: string; send: string }>;
  name: string;
  phone: string;
  consent: string;
  orCall: string;
  openFormAgain: string;
  home: string;
  /** The clinic's name after a page's title. */
  clinic: string;
}

export const PLAIN_PAGE_WORDS: Record<Locale, PlainPageWords> = {
  ru: {
    problems: {
      forged: {
        title: 'Заявка не принята',
        text: 'Форма пришла в виде, в котором её не отправляет ни одна страница сайта. Ничего не отправлено. Откройте форму заново и заполните её ещё раз.',
      },
      'not-taken': {
        title: 'Здесь нечего отправлять',
        text: 'Эта страница не принимает заявок. Ничего не отправлено.',
      },
      unavailable: {
        title: 'Заявка не отправлена',
        text: 'Сервер сайта сейчас перегружен, и заявка не ушла. Вернитесь назад и отправьте её ещё раз через минуту.',
      },
      'too-many': {
        title: 'Слишком много заявок',
        text: 'С вашего адреса за последние минуты пришло слишком много заявок, и эта не отправлена. Вернитесь назад: всё, что вы ввели, осталось в форме. Попробуйте ещё раз через несколько минут.',
      },
      'cross-site': {
        title: 'Заявка не принята',
        text: 'Форма была отправлена со страницы другого сайта. Ничего не отправлено. Откройте форму записи на нашем сайте и заполните её там.',
      },
    },
    resend: {
      'unknown-outcome': {
        title: 'Мы не знаем, дошла ли заявка',
        text: 'Сервер клиники не ответил вовремя, поэтому мы не знаем, дошла ли ваша заявка. Ваши данные сохранены ниже. Отправьте заявку ещё раз: если первая уже дошла, вторая не появится, и мы перезвоним один раз.',
        send: 'Отправить ещё раз',
      },
      'check-again': {
        title: 'Проверьте заявку',
        text: 'Мы не смогли убедиться, что форму отправил человек, поэтому заявка пока не ушла. Ваши данные сохранены ниже: проверьте их и нажмите «Отправить».',
        send: 'Отправить',
      },
      'too-many': {
        title: 'Слишком много заявок',
        text: 'С вашего адреса за последние минуты пришло слишком много заявок, и эта не отправлена. Ваши данные сохранены ниже: отправьте заявку через несколько минут.',
        send: 'Отправить',
      },
      'cross-site': {
        title: 'Заявка не принята',
        text: 'Форма была отправлена со страницы другого сайта, поэтому заявка не ушла. Данные сохранены ниже: проверьте их и отправьте заявку с нашего сайта.',
        send: 'Отправить',
      },
      'not-accepted': {
        title: 'Заявка не принята',
        text: 'В форме оказалось заполнено скрытое поле (так бывает при автозаполнении), поэтому заявка не ушла. Ваши данные сохранены ниже: проверьте их и нажмите «Отправить».',
        send: 'Отправить',
      },
    },
    name: 'Ваше имя',
    phone: 'Телефон',
    consent: 'Согласен на обработку персональных данных',
    orCall: 'Или позвоните:',
    openFormAgain: 'Открыть форму заново',
    home: 'На главную',
    clinic: 'Клиника «Диагност»',
  },
  kk: {
    problems: {
      forged: {
        title: 'Өтінім қабылданбады',
        text: 'Форма сайттың бірде-бір беті жібермейтін түрде келді. Ештеңе жіберілген жоқ. Форманы қайта ашып, қайтадан толтырыңыз.',
      },
      'not-taken': {
        title: 'Мұнда жіберетін ештеңе жоқ',
        text: 'Бұл бет өтінім қабылдамайды. Ештеңе жіберілген жоқ.',
      },
      unavailable: {
        title: 'Өтінім жіберілмеді',
        text: 'Сайт сервері қазір шамадан тыс жүктелген, өтінім жіберілмеді. Артқа қайтып, бір минуттан кейін қайта жіберіңіз.',
      },
      'too-many': {
        title: 'Өтінімдер тым көп',
        text: 'Соңғы минуттарда сіздің мекенжайыңыздан тым көп өтінім келді, бұл өтінім жіберілмеді. Артқа қайтыңыз: енгізгеніңіз формада қалады. Бірнеше минуттан кейін қайталап көріңіз.',
      },
      'cross-site': {
        title: 'Өтінім қабылданбады',
        text: 'Форма басқа сайттың бетінен жіберілген. Ештеңе жіберілген жоқ. Біздің сайттағы жазылу формасын ашып, сол жерде толтырыңыз.',
      },
    },
    resend: {
      'unknown-outcome': {
        title: 'Өтінім жеткенін білмейміз',
        text: 'Клиника сервері уақытында жауап бермеді, сондықтан өтініміңіз жеткенін білмейміз. Деректеріңіз төменде сақталған. Өтінімді қайта жіберіңіз: біріншісі жеткен болса, екіншісі пайда болмайды және біз бір рет қоңырау шаламыз.',
        send: 'Қайта жіберу',
      },
      'check-again': {
        title: 'Өтінімді тексеріңіз',
        text: 'Форманы адам жібергеніне көз жеткізе алмадық, сондықтан өтінім әлі жіберілген жоқ. Деректеріңіз төменде сақталған: оларды тексеріп, «Жіберу» түймесін басыңыз.',
        send: 'Жіберу',
      },
      'too-many': {
        title: 'Өтінімдер тым көп',
        text: 'Соңғы минуттарда сіздің мекенжайыңыздан тым көп өтінім келді, бұл өтінім жіберілмеді. Деректеріңіз төменде сақталған: өтінімді бірнеше минуттан кейін жіберіңіз.',
        send: 'Жіберу',
      },
      'cross-site': {
        title: 'Өтінім қабылданбады',
        text: 'Форма басқа сайттың бетінен жіберілген, сондықтан өтінім жіберілмеді. Деректер төменде сақталған: оларды тексеріп, өтінімді біздің сайттан жіберіңіз.',
        send: 'Жіберу',
      },
      'not-accepted': {
        title: 'Өтінім қабылданбады',
        text: 'Формада жасырын өріс толтырылып қалды (автотолтыру кезінде солай болады), сондықтан өтінім жіберілмеді. Деректеріңіз төменде сақталған: оларды тексеріп, «Жіберу» түймесін басыңыз.',
        send: 'Жіберу',
      },
    },
    name: 'Атыңыз',
    phone: 'Телефон',
    consent: 'Дербес деректерді өңдеуге келісемін',
    orCall: 'Немесе қоңырау шалыңыз:',
    openFormAgain: 'Форманы қайта ашу',
    home: 'Басты бетке',
    clinic: '«Диагност» клиникасы',
  },
};

const PHONE = CLINIC.bookingPhone.label;
/**
 * The dialog's refusals, the API's JSON `error`, in the language the dialog asks the API in (its `Accept-Language`,
 * read as the API proxy reads it).
 */
export const API_REFUSALS: Record<Locale, Record<ApiRefusal, string>> = {
  ru: {
    'too-many': `С вашего адреса пришло слишком много заявок. Попробуйте через несколько минут. Или позвоните: ${PHONE}.`,
    'cross-site': 'Заявка отправлена со страницы другого сайта и не принята.',
    'not-from-form': `Заявка пришла не из формы сайта и не принята. Обновите страницу и отправьте её ещё раз. Или позвоните: ${PHONE}.`,
    'not-a-read': 'Сайт принимает от вас только заявки: такой запрос к API не передаётся.',
    'not-json': 'Ожидается JSON-объект (application/json)',
  },
  kk: {
    'too-many': `Сіздің мекенжайыңыздан тым көп өтінім келді. Бірнеше минуттан кейін қайталап көріңіз. Немесе қоңырау шалыңыз: ${PHONE}.`,
    'cross-site': 'Өтінім басқа сайттың бетінен жіберілді және қабылданбады.',
    'not-from-form': `Өтінім сайттың формасынан келмеді және қабылданбады. Бетті жаңартып, оны қайта жіберіңіз. Немесе қоңырау шалыңыз: ${PHONE}.`,
    'not-a-read': 'Сайт сізден тек өтінімдерді қабылдайды: мұндай API сұрауы жіберілмейді.',
    'not-json': 'JSON нысаны күтіледі (application/json)',
  },
};

// Made by `npm run facts` from src/content/clinic-facts.yaml: edit that file, not this one.
import { sample } from './sample.ts';

export const promiseFacts = {
  writtenEstimate: sample({
    en: 'Before any treatment starts, the doctor gives you a written estimate of its cost.',
    hi: 'कोई भी इलाज शुरू होने से पहले डॉक्टर आपको उसके खर्च का लिखित अनुमान देते हैं।',
    ru: 'До начала любого лечения врач даёт вам письменную смету его стоимости.',
    fr: 'Avant le début de tout soin, le médecin vous remet un devis écrit de son coût.',
    ch: '任何治疗开始前，医生都会给您一份书面费用估价。',
  }),
  itemisedReceipt: sample({
    en: 'You get an itemised receipt for every payment.',
    hi: 'हर भुगतान की पूरी ब्योरेवार रसीद मिलती है।',
    ru: 'За каждую оплату вы получаете подробный чек.',
    fr: 'Vous recevez un reçu détaillé pour chaque paiement.',
    ch: '每次付款您都会收到一份明细收据。',
  }),
  sedationMonitoring: sample({
    en: 'Your breathing, heart rate and oxygen level are watched during sedation and until you recover.',
    hi: 'सिडेशन के दौरान और होश आने तक आपकी साँस, धड़कन और ऑक्सीजन पर नज़र रखी जाती है।',
    ru: 'Во время седации и до восстановления следят за дыханием, пульсом и уровнем кислорода.',
    fr: 'Votre respiration, votre pouls et votre taux d’oxygène sont surveillés pendant la sédation et jusqu’au réveil.',
    ch: '镇静期间直到您恢复，医护人员会监测您的呼吸、心率和血氧。',
  }),
  photographsNotInAdvertising: sample({
    en: 'Your photographs are never used in advertising.',
    hi: 'आपकी तस्वीरें कभी विज्ञापन में इस्तेमाल नहीं होतीं।',
    ru: 'Ваши фотографии никогда не используются в рекламе.',
    fr: 'Vos photographies ne servent jamais à la publicité.',
    ch: '您的照片绝不会用于广告。',
  }),
  guardianStays: sample({
    en: 'A parent or guardian stays at the clinic during the whole visit.',
    hi: 'पूरी विज़िट के दौरान माता-पिता या अभिभावक क्लिनिक में रहते हैं।',
    ru: 'Родитель или опекун остаётся в клинике на протяжении всего визита.',
    fr: 'Un parent ou le tuteur reste à la clinique pendant toute la visite.',
    ch: '整个就诊期间，父母或监护人须留在诊所。',
  }),
} as const;

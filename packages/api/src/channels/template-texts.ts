import type { Template } from './templates.ts';

/**
 * The registered templates of every channel event, word for word as registered (decision 0101):
 * WhatsApp template name, MSG91 template, DLT template id, English and Hindi text.
 */
export const TEMPLATES = {
  order_placed: {
    whatsapp: 'sb_order_placed',
    sms: 'sb_order_placed',
    dlt: '1107170000000000101',
    en: 'Order {number} is placed: {amount}. We will tell you when it is on its way. - Supply & Beyond',
    hi: 'ऑर्डर {number} दे दिया गया है: {amount}। रवाना होने पर हम आपको बताएँगे। - Supply & Beyond',
  },
  supplier_part_new: {
    whatsapp: 'sb_supplier_part_new',
    sms: 'sb_supplier_part_new',
    dlt: '1107170000000000102',
    en: 'New order {number} from {restaurant}: {amount}. Accept it on your supplier screen. - Supply & Beyond',
    hi: '{restaurant} से नया ऑर्डर {number}: {amount}। इसे अपनी सप्लायर स्क्रीन पर स्वीकार करें। - Supply & Beyond',
  },
  supplier_part_overdue: {
    whatsapp: 'sb_supplier_part_overdue',
    sms: 'sb_supplier_part_overdue',
    dlt: '1107170000000000103',
    en: 'Order {number} is still waiting for you to accept it. - Supply & Beyond',
    hi: 'ऑर्डर {number} अभी भी आपकी स्वीकृति का इंतज़ार कर रहा है। - Supply & Beyond',
  },
  short_line: {
    whatsapp: 'sb_short_line',
    sms: 'sb_short_line',
    dlt: '1107170000000000104',
    en: 'Order {number}: only {quantity} of {item} can be supplied. Your total is lowered. - Supply & Beyond',
    hi: 'ऑर्डर {number}: {item} की केवल {quantity} मात्रा दी जा सकती है। आपका कुल कम कर दिया गया है। - Supply & Beyond',
  },
  substitution_offered: {
    whatsapp: 'sb_substitution_offered',
    sms: 'sb_substitution_offered',
    dlt: '1107170000000000105',
    en: 'Order {number}: {item} is out. The supplier offers {substitute} for {amount}. Accept or decline in the app. - Supply & Beyond',
    hi: 'ऑर्डर {number}: {item} उपलब्ध नहीं है। सप्लायर {amount} में {substitute} दे रहा है। ऐप में स्वीकार या अस्वीकार करें। - Supply & Beyond',
  },
  delivery_slot_reminder: {
    whatsapp: 'sb_delivery_slot_reminder',
    sms: 'sb_delivery_slot_reminder',
    dlt: '1107170000000000106',
    en: 'Order {number} arrives {slot}. - Supply & Beyond',
    hi: 'ऑर्डर {number} {slot} पहुँचेगा। - Supply & Beyond',
  },
  out_for_delivery: {
    whatsapp: 'sb_out_for_delivery',
    sms: 'sb_out_for_delivery',
    dlt: '1107170000000000107',
    en: 'Order {number} is out for delivery with {rider}. Give the delivery code {code} only when you have the goods. - Supply & Beyond',
    hi: 'ऑर्डर {number} {rider} के साथ डिलीवरी के लिए निकल चुका है। सामान मिलने पर ही डिलीवरी कोड {code} बताएँ। - Supply & Beyond',
  },
  delivered: {
    whatsapp: 'sb_delivered',
    sms: 'sb_delivered',
    dlt: '1107170000000000108',
    en: 'Order {number} is delivered. Thank you. - Supply & Beyond',
    hi: 'ऑर्डर {number} डिलीवर हो गया है। धन्यवाद। - Supply & Beyond',
  },
  claim_updated: {
    whatsapp: 'sb_claim_updated',
    sms: 'sb_claim_updated',
    dlt: '1107170000000000109',
    en: 'Your claim on order {number} is now: {status}. - Supply & Beyond',
    hi: 'ऑर्डर {number} पर आपके दावे की स्थिति: {status}। - Supply & Beyond',
  },
  credit_due: {
    whatsapp: 'sb_credit_due',
    sms: 'sb_credit_due',
    dlt: '1107170000000000110',
    en: 'Order {number}: {amount} is due on {date}. - Supply & Beyond',
    hi: 'ऑर्डर {number}: {amount} का भुगतान {date} को देय है। - Supply & Beyond',
  },
  credit_overdue: {
    whatsapp: 'sb_credit_overdue',
    sms: 'sb_credit_overdue',
    dlt: '1107170000000000111',
    en: 'Order {number}: {amount} was due on {date} and is not paid yet. - Supply & Beyond',
    hi: 'ऑर्डर {number}: {amount} का भुगतान {date} को देय था और अभी बाकी है। - Supply & Beyond',
  },
  settlement_paid: {
    whatsapp: 'sb_settlement_paid',
    sms: 'sb_settlement_paid',
    dlt: '1107170000000000112',
    en: 'Your settlement of {amount} is paid, reference {reference}. - Supply & Beyond',
    hi: 'आपका {amount} का सेटलमेंट भुगतान हो गया है, संदर्भ {reference}। - Supply & Beyond',
  },
  standing_order_soon: {
    whatsapp: 'sb_standing_order_soon',
    sms: 'sb_standing_order_soon',
    dlt: '1107170000000000113',
    en: 'Your standing order {name} will be placed on {date}. Skip it in the app if you do not need it. - Supply & Beyond',
    hi: 'आपका नियमित ऑर्डर {name} {date} को दिया जाएगा। ज़रूरत न हो तो ऐप में छोड़ दें। - Supply & Beyond',
  },
  approval_needed: {
    whatsapp: 'sb_approval_needed',
    sms: 'sb_approval_needed',
    dlt: '1107170000000000114',
    en: '{requester} asks you to approve an order of {amount} for {outlet}. Approve it here or in the app. - Supply & Beyond',
    hi: '{requester} ने {outlet} के लिए {amount} के ऑर्डर की स्वीकृति माँगी है। यहीं या ऐप में स्वीकृत करें। - Supply & Beyond',
  },
} satisfies Record<string, Template>;

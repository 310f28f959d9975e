import type { CategoryText } from '../../../content/types';

const skinAndHair: CategoryText<'skin-and-hair'> = {
  title: 'Skin & hair',
  description:
    "Treatments for the skin of the face, the lips and brows, and thinning hair. Each one is planned with Indian skin types and Goa's strong sun in mind.",
  intro: [
    'Skin treatments can help with dullness, uneven skin tone, acne marks, fine lines, dark lips, thin brows and thinning hair. Most of them are done in the clinic in one short visit, often with a numbing cream, and you can go home the same day. Many need a course of several sessions, and results build up slowly.',
    'Brown and darker skin, which is common in India, can react to heat, injury or irritation by making extra pigment (colour). This can leave dark patches after a treatment. This is called post-inflammatory hyperpigmentation. For this reason, we choose gentle settings, prepare the skin where needed, and ask you to protect your skin from the sun before and after treatment. At a consultation, the clinician looks at your skin, asks about your health and medicines, and tells you which treatments suit you and which do not.',
  ],
  points: [
    'A consultation and skin check before any treatment',
    'Treatment plans that take pigmentation risk in Indian skin into account',
    'Sterile, single-use needles and tools for each patient',
    "Clear aftercare advice, including sun protection for Goa's climate",
    'Honest advice on how many sessions you may need and what results to expect',
  ],
  groups: {
    skin: 'Skin',
    'lips-and-brows': 'Lips & brows',
    hair: 'Hair',
  },
  treatments: {
    'chemical-peels': {
      name: 'Chemical peels',
      summary: 'A liquid peel that removes dull surface skin cells.',
      cardLines: [
        'A mild acid solution is applied to the skin for a few minutes.',
        'It can help with acne, acne marks, dark patches and dull skin.',
        'Usually done as a course of sessions, a few weeks apart.',
      ],
      note: "In Goa's strong sun, use a broad-spectrum sunscreen (one that blocks both main types of the sun's rays) every day for at least 2 weeks before and after a peel.",
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People who are pregnant or breastfeeding.',
          'People with an infection, cold sores, or broken or irritated skin on the face.',
          'People with an autoimmune disease, such as lupus, or a skin condition such as vitiligo or psoriasis that can flare after the skin is injured; the doctor will advise.',
          'People who take blood thinners or other regular medicines: tell the doctor about every medicine, and do not stop any without asking the doctor who prescribed it.',
          'People who have taken isotretinoin (an acne medicine) in the past 6 months.',
          'People who tend to form keloids (thick, raised scars).',
        ],
      },
      whatItIs: [
        'A chemical peel is a liquid made with a mild acid. It is painted on the skin and left for a few minutes. It loosens the top layer of dead skin cells, which flake off over the next few days to show fresher skin underneath.',
        'Peels come in different strengths. For Indian skin, light peels are usually chosen, because stronger peels carry a higher risk of dark patches and scarring.',
        'One peel gives a small change. A course of about 4 to 6 peels, 2 to 4 weeks apart, is usually needed to see a clear difference.',
      ],
      reasons: [
        'Acne and blackheads',
        'Dark marks left after acne has healed',
        'Uneven skin tone, sun tan and some types of pigmentation, such as melasma (brown patches on the face)',
        'Dull or rough skin',
        'Fine lines and large-looking pores',
      ],
      types: [
        {
          name: 'Superficial (light) peels',
          description:
            'Mild acids such as glycolic, salicylic, lactic or mandelic acid. They act on the top layer only and cause little or no visible peeling.',
        },
        {
          name: 'Medium peels',
          description:
            'Stronger acids, such as trichloroacetic acid (TCA), that reach a little deeper. They cause visible peeling for about a week and are used with more caution in darker skin.',
        },
        {
          name: 'Combination peels',
          description:
            'A mix of several mild acids, chosen for a specific concern such as acne or pigmentation.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation and skin preparation',
          description:
            'The clinician checks your skin, medicines and past reactions. You may use a cream for 2 to 4 weeks before the peel to lower the risk of dark patches.',
        },
        {
          heading: 'Cleansing',
          description:
            'Your face is cleaned. Sensitive areas, such as the corners of the eyes and nose, may be protected with a barrier cream.',
        },
        {
          heading: 'Applying the peel',
          description:
            'The peel is brushed on evenly. You may feel tingling, warmth or mild stinging for a few minutes.',
        },
        {
          heading: 'Removing the peel',
          description:
            'After a set time, the peel is washed off or neutralised (made inactive) with another solution.',
        },
        {
          heading: 'Soothing and sun protection',
          description:
            'A calming moisturiser and sunscreen are applied. You can usually return to normal activities the same day.',
        },
      ],
      purpose: [
        'To remove dead skin cells and unblock pores',
        'To fade dark marks and even out skin tone over time',
        'To make the skin look smoother and brighter',
      ],
      pros: [
        'Quick, usually about 20 to 30 minutes per session',
        'Light peels need little or no time off work',
        'The strength can be adjusted to your skin type and concern',
        'Can be combined with skin creams for acne or pigmentation',
      ],
      cons: [
        'Several sessions are needed, so cost adds up over time',
        'Redness, dryness and flaking for a few days',
        'Risk of dark patches, especially with sun exposure or stronger peels',
        'Rarely, burns, blisters, scarring or infection',
        'Results fade if sun protection and skin care are stopped',
      ],
      postCare: [
        'Do not pick or peel off flaking skin; let it come off on its own.',
        'Use sunscreen (SPF 30 or higher) every day and reapply every 2 to 3 hours when outdoors.',
        'Avoid direct sun, swimming pools, saunas and heavy exercise for 2 to 3 days.',
        'Do not use scrubs, retinoid creams (vitamin A creams such as tretinoin) or acid products for about a week, unless advised.',
        'Call the clinic if you have blisters, oozing, severe burning, swelling, or new dark patches.',
      ],
    },
    microdermabrasion: {
      name: 'Microdermabrasion',
      summary: 'Gentle machine exfoliation for smoother, brighter-looking skin.',
      cardLines: [
        'A hand-held device gently polishes away the top layer of dead skin.',
        'Can help with dull skin, rough texture and mild marks.',
        'Little or no time off; mild redness for a few hours.',
      ],
      whatItIs: [
        'Microdermabrasion is a mechanical exfoliation. This means dead skin cells are removed by gentle rubbing, not by chemicals. A hand-held device passes over the skin. It either sprays very fine crystals or uses a rough diamond-coated tip, while light suction lifts away the loosened cells.',
        'It works only on the outermost layer of the skin. Because of this, it is gentle and needs very little recovery time. It also means its effects are modest. It can improve dullness and rough texture, and it can help other treatments, such as creams, work better. It does not remove deep scars or deep wrinkles.',
        'A session takes about 30 to 45 minutes. A course of about 4 to 6 sessions, 2 to 4 weeks apart, is common.',
      ],
      reasons: [
        'Dull or tired-looking skin',
        'Rough skin texture',
        'Blackheads and clogged pores',
        'Mild, shallow acne marks',
        'Mild uneven skin tone',
      ],
      types: [
        {
          name: 'Crystal microdermabrasion',
          description:
            'A fine spray of tiny crystals polishes the skin, and suction removes the crystals and dead cells together.',
        },
        {
          name: 'Diamond-tip microdermabrasion',
          description:
            'A wand with a rough, diamond-coated tip polishes the skin while suction lifts away dead cells. There are no loose crystals, so it suits areas near the eyes.',
        },
      ],
      procedure: [
        {
          heading: 'Skin check',
          description:
            'The clinician checks your skin and asks about acne, cold sores, skin conditions and medicines. Areas with active, inflamed acne or broken skin are avoided.',
        },
        {
          heading: 'Cleansing',
          description: 'Your face is cleaned to remove make-up and oil.',
        },
        {
          heading: 'Treatment',
          description:
            'The device is moved over the skin in even strokes. It feels like a light scratching or vibrating sensation, with mild suction. No anaesthetic is usually needed.',
        },
        {
          heading: 'Finishing',
          description:
            'The skin is wiped clean, and a moisturiser and sunscreen are applied. You can usually return to your day straight away.',
        },
      ],
      purpose: [
        'To remove dead skin cells from the surface',
        'To make the skin feel smoother and look brighter',
        'To help skin creams absorb better',
      ],
      pros: [
        'Gentle, with little or no time off',
        'Discomfort is usually mild, and no injections are needed',
        'Lower risk of dark patches than stronger treatments, when done with care',
        'Can be combined with peels or creams as part of a plan',
      ],
      cons: [
        'Results are modest and short-lived without repeat sessions',
        'Does not treat deep scars, deep wrinkles or deep pigmentation',
        'Redness, mild swelling or sensitivity for a few hours to a day',
        'Can irritate sensitive skin or make active acne or rosacea (a condition that causes facial redness) worse',
        'Rarely, small bruises, streaks or dark patches',
      ],
      postCare: [
        'Use a gentle cleanser and a plain moisturiser for a few days.',
        'Apply sunscreen (SPF 30 or higher) every morning and reapply when outdoors.',
        'Avoid scrubs, acids and retinoid creams for 2 to 3 days.',
        'Avoid swimming pools, saunas and strong sun for 1 to 2 days.',
        'Call the clinic if redness, burning or swelling gets worse instead of better, or if you notice spots with pus.',
      ],
    },
    hydrafacial: {
      name: 'Hydra facial',
      summary: 'A machine facial that cleans, exfoliates and hydrates the skin.',
      cardLines: [
        'Cleans, exfoliates, draws out impurities and applies hydrating serums.',
        'Suits most skin types; no time off needed.',
        'Results are short-term, so it is usually repeated about once a month.',
      ],
      whatItIs: [
        'A hydra facial, also called hydradermabrasion, is a facial done with a special machine. The machine uses a hand-held tip with gentle suction. It cleans the skin, loosens dead skin cells, draws out oil and dirt from the pores, and then applies serums (liquid skin-care products) to the skin.',
        'The serums often contain hyaluronic acid, a substance that holds water in the skin, along with antioxidants (substances that help protect the skin from damage). The choice depends on your skin type and concern.',
        'A session takes about 30 to 60 minutes. Most people see fresher, more hydrated skin right away. The effect is temporary and lasts from a few days to a few weeks. Regular sessions, for example once a month, are needed to keep the effect.',
      ],
      reasons: [
        'Dull, dry or dehydrated skin',
        'Oily skin and blackheads',
        'Clogged or large-looking pores',
        'Preparing the skin before a special occasion',
        'Regular skin maintenance between other treatments',
      ],
      procedure: [
        {
          heading: 'Skin check',
          description:
            'The clinician checks your skin type and asks about allergies, acne and medicines. The serums are chosen for your skin.',
        },
        {
          heading: 'Cleansing and exfoliation',
          description:
            'The tip cleans the skin and gently removes dead skin cells. A mild acid solution may be used to loosen them further.',
        },
        {
          heading: 'Extraction',
          description:
            'Gentle suction draws oil and dirt out of the pores. You may feel a light pulling on the skin.',
        },
        {
          heading: 'Hydration',
          description:
            'Serums are pushed into the skin with the same tip. This step is usually soothing.',
        },
        {
          heading: 'Finishing',
          description:
            'A moisturiser and sunscreen are applied. You can apply light make-up and return to normal activities the same day.',
        },
      ],
      purpose: [
        'To deep-clean the pores',
        'To remove dead skin cells',
        'To hydrate the skin and give a fresher look',
      ],
      pros: [
        'Gentle, with discomfort usually mild or none',
        'No time off; redness, if any, settles within hours',
        'Suits most skin types, including oily and sensitive skin',
        'Combines several steps in one session',
      ],
      cons: [
        'Effects are temporary, usually days to a few weeks',
        'Regular sessions are needed, so cost adds up over time',
        'Does not treat scars, deep wrinkles or deep pigmentation',
        'Mild redness, or rarely, irritation or an allergic reaction to a serum',
        'A short breakout of spots can happen after treatment',
      ],
      postCare: [
        'Do not touch or rub your face more than needed for the rest of the day.',
        'Avoid heavy make-up for about 6 hours if possible.',
        'Do not use scrubs, acids or retinoid creams for 1 to 2 days.',
        'Use sunscreen (SPF 30 or higher) and reapply when outdoors.',
        'Drink enough water and keep using a simple moisturiser.',
        'Call the clinic if you develop a rash, swelling, itching or spots with pus.',
      ],
    },
    microneedling: {
      name: 'Microneedling',
      summary: "Fine needles stimulate the skin's own repair to improve texture.",
      cardLines: [
        'A device makes tiny controlled punctures in the skin.',
        'This triggers new collagen, which may soften acne scars and fine lines.',
        'A course of 3 to 6 sessions is usually needed.',
      ],
      note: 'Microneedling is not done over active acne, infection, or cold sores. Tell us if you have taken isotretinoin (an acne medicine) in the past 6 months.',
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People with active acne, skin infection or eczema (dry, itchy, inflamed skin) in the area',
          'People who form keloids (thick, raised scars)',
          'People who took isotretinoin recently',
          'Pregnant women',
          'People with bleeding problems or on blood-thinning medicines, until a doctor advises',
        ],
      },
      whatItIs: [
        'Microneedling is also called collagen induction therapy. A pen-like device with many very fine, sterile needles is moved over the skin. The needles make tiny punctures that close within hours. Needle depth is adjusted for each area, usually between about 0.5 and 2 mm.',
        'The skin responds to these small injuries by repairing itself. It makes new collagen and elastin. These are proteins that keep the skin firm and springy. Over the following months, this may make scars shallower and the skin smoother.',
        'Changes are gradual. Most people need 3 to 6 sessions, about 4 to 6 weeks apart, and see the full result a few months after the last session. Microneedling causes less heat than many lasers, so it is often used for darker skin, but care is still needed to avoid dark patches.',
      ],
      reasons: [
        'Acne scars, especially rolling scars (soft, wavy dips in the skin)',
        'Large-looking pores',
        'Fine lines and wrinkles',
        'Rough skin texture',
        'Some stretch marks',
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician checks your skin and medical history. You may be asked to stop some creams for a few days before and to start sun protection.',
        },
        {
          heading: 'Numbing',
          description:
            'A numbing cream is applied for about 30 to 45 minutes. With it, discomfort is usually mild.',
        },
        {
          heading: 'Cleaning',
          description:
            'The numbing cream is removed and the skin is cleaned with an antiseptic solution.',
        },
        {
          heading: 'Treatment',
          description:
            'A gliding serum is applied, and the device is moved over the skin in sections. Small pin-point bleeding is normal. This takes about 20 to 30 minutes.',
        },
        {
          heading: 'Soothing',
          description:
            'The skin is cleaned and a calming serum or gel is applied. The skin looks red, like a sunburn.',
        },
      ],
      purpose: [
        "To trigger the skin's natural repair and collagen production",
        'To soften acne scars and improve texture',
        'To make pores and fine lines less visible',
      ],
      pros: [
        'Suits many skin types, including brown skin, with a lower risk of dark patches than many lasers',
        'Short recovery, usually 1 to 3 days of redness',
        "Uses the skin's own healing",
        'Can be combined with PRP for some patients',
      ],
      cons: [
        'Several sessions are needed and results take months to show',
        'Redness, swelling, dryness and flaking for a few days',
        'Risk of dark patches, especially with sun exposure',
        'Deep, narrow scars (ice-pick scars) respond less well',
        'Rarely, infection, a cold sore flare-up, or tiny track marks',
      ],
      postCare: [
        'Do not wash your face for about 6 hours, then use a gentle cleanser.',
        'Avoid make-up for 24 hours.',
        'Use only a gentle moisturiser for 2 to 3 days; avoid acids, retinoids and scrubs for about a week.',
        'Stay out of the sun and use sunscreen (SPF 30 or higher) once the skin has settled, usually after 24 hours.',
        'Avoid swimming, saunas, heavy exercise and sweating for 2 to 3 days.',
        'Call the clinic if you have increasing pain, swelling, spots with pus, fever, or blisters.',
      ],
    },
    'face-prp': {
      name: 'PRP for the face',
      summary: 'Platelet-rich plasma from your own blood, applied to the skin.',
      cardLines: [
        'A small amount of your own blood is processed to concentrate the platelets.',
        'The plasma is applied with microneedling or small injections.',
        'Usually 3 sessions, about a month apart.',
      ],
      whatItIs: [
        'PRP stands for platelet-rich plasma. Plasma is the liquid part of blood. Platelets are tiny cells in the blood that help wounds heal. They release growth factors, natural substances that signal the skin to repair itself.',
        'For PRP, a small amount of your own blood is taken from your arm, like a normal blood test. It is spun in a machine called a centrifuge, which separates the platelet-rich plasma from the red blood cells. This plasma is then applied to the face, either during microneedling or through small injections.',
        'Because PRP comes from your own blood, the risk of allergy is very low. Research on PRP for the skin is still growing, and results vary between people. Usually 3 sessions, about 4 weeks apart, are advised, with a maintenance session every 6 to 12 months.',
      ],
      reasons: [
        'Acne scars, often together with microneedling',
        'Dull or tired-looking skin',
        'Fine lines and loss of firmness',
        'Dark circles under the eyes, in some cases',
        'Uneven skin texture',
      ],
      types: [
        {
          name: 'PRP with microneedling',
          description:
            'The plasma is spread on the skin during microneedling, so it can enter through the tiny channels.',
        },
        {
          name: 'PRP injections',
          description:
            'The plasma is injected in tiny amounts into chosen areas, such as under the eyes or into scars.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician checks your health, including bleeding problems, blood-thinning medicines and recent illness. PRP may not suit people with blood or platelet disorders, active infection, cancer, or pregnancy.',
        },
        {
          heading: 'Numbing',
          description: 'A numbing cream is applied to the face for about 30 to 45 minutes.',
        },
        {
          heading: 'Blood draw',
          description: 'A small amount of blood, about 10 to 20 ml, is taken from your arm.',
        },
        {
          heading: 'Preparing the PRP',
          description:
            'The blood is spun in a centrifuge for about 10 to 15 minutes to separate the platelet-rich plasma.',
        },
        {
          heading: 'Applying the PRP',
          description:
            'The plasma is applied with microneedling or injected with a very fine needle. Discomfort is usually mild with the numbing cream.',
        },
      ],
      purpose: [
        "To support the skin's natural repair",
        'To improve texture, firmness and brightness',
        'To help acne scars respond to microneedling',
      ],
      pros: [
        'Uses your own blood, so the risk of allergy is very low',
        'Short recovery, usually 1 to 3 days of redness or swelling',
        'Can be combined with microneedling in the same session',
      ],
      cons: [
        'Results vary and are gradual; scientific evidence is still limited',
        'Several sessions and maintenance are needed, so cost adds up',
        'Redness, swelling and bruising, especially under the eyes',
        'A blood draw is needed each time',
        'Rarely, infection or dark patches',
      ],
      postCare: [
        'Do not wash your face for about 6 hours, then use a gentle cleanser.',
        'Avoid make-up for 24 hours.',
        'Avoid anti-inflammatory painkillers such as ibuprofen for a few days, unless your doctor advises them; paracetamol can be used.',
        'Stay out of the sun and use sunscreen (SPF 30 or higher) once the skin has settled.',
        'Avoid heavy exercise, saunas and swimming for 2 to 3 days.',
        'Call the clinic if you have increasing pain, swelling, spots with pus, fever, or bleeding that does not stop.',
      ],
    },
    'mole-skin-tag-and-wart-removal': {
      name: 'Mole, skin tag and wart removal',
      summary: "Removal of common skin growths, after a doctor's check.",
      cardLines: [
        'Moles, skin tags and warts can be removed under local anaesthetic.',
        'A doctor examines every mole before it is removed.',
        'Every removed mole is sent to a laboratory for histopathology.',
      ],
      note: 'A mole that is changing in size, shape or colour, or that bleeds or itches, should be checked by a doctor before any removal.',
      secondary: {
        heading: 'When to have a mole checked',
        points: [
          'It is growing or changing shape',
          'It has uneven edges or more than one colour',
          'It is larger than about 6 mm',
          'It bleeds, itches, crusts or does not heal',
          'It is a new mole that looks different from your other moles',
        ],
      },
      whatItIs: [
        'A mole is a small cluster of pigment cells in the skin. A skin tag is a small, soft flap of skin, often on the neck, eyelids or underarms. A wart is a rough growth caused by a virus, the human papillomavirus (HPV). Most of these growths are harmless.',
        'A doctor examines every mole before it is removed. Every mole that is removed is then sent for histopathology, a laboratory test in which a specialist doctor (a pathologist) looks at the tissue under a microscope to check for skin cancer. This is done even when a mole looks harmless, because an early skin cancer can look like an ordinary mole. A mole that looks unusual is removed whole, with a narrow border of normal skin.',
        'Removal is usually quick and done under local anaesthetic. The method depends on the type, size and place of the growth.',
      ],
      reasons: [
        'Moles that you do not like the look of, once a doctor has checked them',
        'Moles that look unusual or have changed, for diagnosis',
        'Skin tags that rub on clothes, jewellery or collars',
        'Warts that are spreading, painful or bothersome',
      ],
      types: [
        {
          name: 'Radiofrequency or electrocautery removal',
          description:
            'A fine electric tip removes the growth and seals small blood vessels. It is used mainly for skin tags. Moles are removed in a way that keeps the tissue for the laboratory.',
        },
        {
          name: 'Shave removal',
          description:
            'The growth is shaved off level with the skin using a thin blade. No stitches are needed.',
        },
        {
          name: 'Surgical excision',
          description:
            'The whole growth is cut out and the skin is closed with fine stitches. This is used for moles that look unusual, so the whole mole can be tested.',
        },
        {
          name: 'Cryotherapy',
          description:
            'Very cold liquid nitrogen freezes the growth, which then falls off. It is often used for warts and may need repeat sessions.',
        },
      ],
      procedure: [
        {
          heading: 'Examination',
          description:
            'The doctor looks at the growth and asks how long you have had it and whether it has changed.',
        },
        {
          heading: 'Local anaesthetic',
          description:
            'The area is cleaned and numbed with a small injection. You may feel a brief sting, then only pressure.',
        },
        {
          heading: 'Removal',
          description:
            'The growth is removed with the chosen method. This usually takes a few minutes for each growth.',
        },
        {
          heading: 'Dressing',
          description:
            'The wound is covered. If stitches are used, they are usually removed after 5 to 14 days, depending on the area.',
        },
        {
          heading: 'Laboratory result',
          description:
            'The doctor explains the laboratory result for every removed mole, and any further treatment needed.',
        },
      ],
      purpose: [
        'To remove growths that bother you',
        'To check any unusual mole for skin cancer',
        'To stop rubbing, catching and bleeding',
      ],
      pros: [
        'Usually quick, with discomfort controlled with local anaesthetic',
        'Most people return to normal activities the same day',
        'Every removed mole is checked in a laboratory',
        'Many growths are removed in a single visit',
      ],
      cons: [
        'Every removal leaves a mark; a small scar or a lighter or darker spot may remain',
        'Brown skin has a higher risk of dark marks and of raised scars (keloids)',
        'Warts can come back, because the virus may stay in the skin',
        'A mole may grow back if some pigment cells remain',
        'Rarely, infection or bleeding',
      ],
      postCare: [
        'Keep the dressing on and the area dry for 24 to 48 hours, or as advised.',
        'Then wash gently and apply the ointment you were given.',
        'Do not pick at any scab; let it fall off on its own.',
        'Protect the healing area from the sun with clothing or sunscreen for several months, to lower the risk of a dark mark.',
        'Return for stitch removal and your laboratory result as advised.',
        'Call the clinic if you have bleeding that does not stop with firm pressure, increasing redness, pain or swelling, pus, or fever.',
      ],
    },
    'lip-lightening': {
      name: 'Lip lightening',
      summary: 'Treatments to lighten dark or uneven lip colour.',
      cardLines: [
        'Dark lips can be caused by sun, smoking, habits or genetics.',
        'Options include creams, gentle peels and laser treatment.',
        'Several sessions are usually needed; results vary.',
      ],
      whatItIs: [
        'Some people have dark or patchy lips. This can be natural, or it can be caused by sun exposure, smoking, frequent lip licking, dryness, some lipsticks or toothpastes, some medicines, or certain health conditions. The clinician first tries to find the cause, because treating the cause is part of the treatment.',
        'Lip lightening uses one or more methods to reduce extra pigment in the lips. These include lightening creams, gentle chemical peels made for the lips, and laser treatment that breaks up pigment. The clinician chooses the method based on your lips, skin type and the cause of the darkness.',
        'Results come slowly and differ from person to person. Natural lip colour varies a lot, especially in brown skin, and the aim is a more even, healthy shade, not a change of your natural colour. Darkness may come back if the cause, such as sun or smoking, continues.',
      ],
      reasons: [
        'Dark lips caused by sun exposure',
        'Dark lips linked to smoking',
        'Patchy or uneven lip colour',
        'Dark edges around the lips',
        'Wish for a more even lip tone',
      ],
      types: [
        {
          name: 'Lightening creams',
          description:
            'Prescription creams used at home to slow pigment production. They are often used before and between clinic sessions.',
        },
        {
          name: 'Lip peels',
          description:
            'Mild acid peels, gentler than face peels, applied in the clinic to remove dark surface cells.',
        },
        {
          name: 'Laser treatment',
          description:
            'A laser breaks up pigment, which the body then clears slowly. It needs careful settings for brown skin.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician looks at your lips and asks about smoking, habits, products and medicines. If a health condition is suspected, tests may be advised first.',
        },
        {
          heading: 'Preparing the lips',
          description:
            'You may be asked to use a cream and lip balm with sun protection for a few weeks before treatment.',
        },
        {
          heading: 'Treatment session',
          description:
            'The lips are cleaned and a numbing cream may be applied. The peel or laser is then used. A session usually takes about 15 to 30 minutes.',
        },
        {
          heading: 'Soothing',
          description: 'A healing balm is applied to the lips.',
        },
        {
          heading: 'Follow-up',
          description:
            'Sessions are usually repeated every 3 to 4 weeks. The number depends on how your lips respond.',
        },
      ],
      purpose: [
        'To reduce extra pigment in the lips',
        'To give a more even lip tone',
        'To address causes such as sun exposure and dryness',
      ],
      pros: [
        'Treatment can be matched to the cause of the darkness',
        'Short sessions with little time off',
        'Home care and clinic sessions can work together',
      ],
      cons: [
        'Several sessions are needed, so cost adds up over time',
        'Results vary, and darkness may return if the cause continues',
        'Dryness, peeling, swelling or mild crusting for a few days',
        'Risk of uneven colour or new dark patches, especially with sun exposure',
        'Can trigger a cold sore in people who get them',
      ],
      postCare: [
        'Apply the healing balm often and keep the lips moist.',
        'Do not pick or peel dry skin on the lips.',
        'Use a lip balm with SPF 30 or higher and reapply every 2 hours in the sun.',
        'Avoid very hot, spicy or salty food for 1 to 2 days.',
        'Stop smoking and avoid licking your lips, to help results last.',
        'Call the clinic if you have blisters, cold sores, oozing, or increasing pain or swelling.',
      ],
    },
    'lip-colour': {
      name: 'Lip colour (lip blush)',
      summary: 'Long-lasting pigment that adds soft colour to the lips.',
      cardLines: [
        'Fine needles place long-lasting pigment in the lips.',
        'Gives a soft tint and a clearer lip outline.',
        'The colour fades slowly and needs touch-ups.',
      ],
      note: 'If you get cold sores, tell the clinician. A medicine to prevent a flare-up may be advised before treatment.',
      whatItIs: [
        'Lip colour, also called lip blush, is a form of cosmetic tattooing. A fine needle places small amounts of long-lasting pigment (colour) into the upper layer of the lip skin. It gives the lips a soft, even tint and a clearer outline, without daily lipstick.',
        'The colour looks strong and darker right after treatment. As the lips heal over about 4 to 6 weeks, it softens and lightens. A touch-up session about 4 to 8 weeks after the first one helps even out the colour.',
        'The pigment fades slowly over time, usually over about 1 to 3 years, depending on your skin, sun exposure and habits. It does not wash off, so the shade is chosen carefully at the consultation. It can also be used to soften dark lips, although very dark lips may need lightening first.',
      ],
      reasons: [
        'Pale or uneven lip colour',
        'A lip outline that is not clear',
        'Wish to reduce daily make-up',
        'Uneven lips after scars or previous treatment',
        'Allergies or sensitivity to lipstick',
      ],
      materials: [
        {
          name: 'Cosmetic pigment',
          description:
            'Colour made for use in the skin. A small patch test may be done first to check for allergy.',
        },
        {
          name: 'Single-use needles',
          description:
            'Sterile needles are opened in front of you and thrown away after your treatment.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation and colour choice',
          description:
            'The clinician looks at your lips, discusses the shade and shape you want, and checks for cold sores, allergies and medicines.',
        },
        {
          heading: 'Outline and numbing',
          description:
            'The outline is drawn on for your approval. A numbing cream is applied for about 20 to 30 minutes.',
        },
        {
          heading: 'Placing the pigment',
          description:
            'The pigment is placed in layers with a fine needle. Discomfort is usually mild with numbing. This takes about 1 to 2 hours.',
        },
        {
          heading: 'Aftercare advice',
          description:
            'The lips are cleaned and a balm is applied. You are given written aftercare advice.',
        },
        {
          heading: 'Touch-up',
          description:
            'A follow-up session after about 4 to 8 weeks fills any light areas and adjusts the shade.',
        },
      ],
      purpose: [
        'To add soft, even colour to the lips',
        'To make the lip outline clearer',
        'To reduce the need for daily lipstick',
      ],
      pros: [
        'Long-lasting colour that does not smudge',
        'Saves time on daily make-up',
        'The shade can be adjusted at the touch-up',
      ],
      cons: [
        'Swelling, tenderness and dryness for 2 to 5 days; the lips flake while healing',
        'Colour may heal unevenly and need more than one touch-up',
        'Pigment can fade or change tone over time, and removal is difficult',
        'Can trigger cold sores; rarely, infection or an allergic reaction',
        'Not suitable during pregnancy or with some skin conditions',
      ],
      postCare: [
        'Keep the lips clean and apply the balm several times a day.',
        'Do not pick or peel flakes; let them fall off on their own.',
        'Avoid very hot, spicy or salty food for a few days, and drink through a straw if it helps.',
        'Avoid lipstick, kissing, swimming and saunas until the lips have healed, usually about 1 week.',
        'Use a lip balm with SPF once healed, as sun fades the colour faster.',
        'Call the clinic if you have blisters, pus, fever, or swelling that increases after 2 days.',
      ],
    },
    microblading: {
      name: 'Microblading',
      summary: 'Fine, hair-like strokes of pigment for fuller-looking brows.',
      cardLines: [
        'A hand tool draws fine, hair-like strokes of pigment in the brows.',
        'Results last about 1 to 3 years with touch-ups.',
        'A touch-up about 4 to 8 weeks later is usually needed.',
      ],
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'Pregnant or breastfeeding women',
          'People who form keloids (thick, raised scars)',
          'People who took isotretinoin (an acne medicine) in the past 6 months',
          'People with skin conditions or infection on the brows',
          'People on blood-thinning medicines, until a doctor advises',
        ],
      },
      whatItIs: [
        'Microblading is a form of cosmetic tattooing for the eyebrows. A hand-held tool with a row of very fine needles is used to make tiny cuts in the upper layer of the skin. Long-lasting pigment is placed in these cuts. The strokes look like individual brow hairs.',
        'It can fill gaps, make thin brows look fuller, and give the brows a clearer shape. The shape and colour are planned with you before any pigment is placed, to suit your face and hair colour.',
        'Results last about 1 to 3 years with touch-ups. The pigment fades slowly over time. Oily skin, sun exposure and some skin-care products make it fade faster. Very oily skin may hold crisp strokes less well, and a shaded technique may suit it better.',
      ],
      reasons: [
        'Thin, sparse or patchy eyebrows',
        'Brows lost through over-plucking or ageing',
        'Gaps from scars',
        'Uneven brows',
        'Wish to spend less time filling brows with make-up',
      ],
      materials: [
        {
          name: 'Cosmetic pigment',
          description:
            'Colour made for use in the skin, matched to your hair and skin tone. A patch test may be done first.',
        },
        {
          name: 'Single-use blade',
          description:
            'A sterile, single-use tool with fine needles, opened for you and thrown away after your treatment.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician checks your skin and health and discusses the shape and colour you want.',
        },
        {
          heading: 'Brow mapping',
          description:
            'The new brow shape is measured and drawn on your face. Nothing is done until you approve it.',
        },
        {
          heading: 'Numbing',
          description:
            'A numbing cream is applied for about 20 to 30 minutes. Discomfort is usually mild; some people feel a scratching sensation.',
        },
        {
          heading: 'Creating the strokes',
          description:
            'Fine strokes are made and pigment is worked into them. The whole visit takes about 2 hours.',
        },
        {
          heading: 'Touch-up',
          description:
            'About 4 to 8 weeks later, the brows are checked and any light or patchy areas are filled.',
        },
      ],
      purpose: [
        'To make thin or patchy brows look fuller',
        'To give the brows a clearer, balanced shape',
        'To reduce the need for daily brow make-up',
      ],
      pros: [
        'Natural-looking, hair-like strokes',
        'Saves time on daily make-up',
        'Does not smudge with sweat or water once healed',
        'Shape and colour are planned with you in advance',
      ],
      cons: [
        'Touch-ups are needed to keep the result, so cost adds up over time',
        'Brows look darker for the first 1 to 2 weeks, then soften',
        'Healed colour can be patchy or change tone, for example turn greyish or reddish, over time',
        'Removal or correction is difficult if you do not like the result',
        'Rarely, infection, allergic reaction or scarring',
      ],
      postCare: [
        'Keep the brows dry for 7 to 10 days; wash your face around them carefully.',
        'Apply only the ointment you were given, in a thin layer.',
        'Do not pick, scratch or rub the brows; let flakes fall off on their own.',
        'Avoid make-up on the brows, swimming, saunas and heavy sweating for about 2 weeks.',
        'Protect the brows from the sun and use sunscreen on them once healed, to slow fading.',
        'Call the clinic if you have increasing redness, swelling or pain, pus, or fever.',
      ],
    },
    'hair-prp': {
      name: 'PRP for hair',
      summary: 'Platelet-rich plasma injections for thinning hair.',
      cardLines: [
        'Plasma from your own blood is injected into thinning areas of the scalp.',
        'Used for pattern hair loss and general thinning.',
        'Several sessions are needed, about a month apart.',
      ],
      note: 'PRP is used for thinning hair. It does not regrow hair on areas that are already fully bald.',
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People with blood or platelet disorders',
          'People on blood-thinning medicines, until a doctor advises',
          'People with a scalp infection or active scalp disease',
          'People with cancer or who are having cancer treatment',
          'Pregnant or breastfeeding women',
        ],
      },
      whatItIs: [
        'PRP stands for platelet-rich plasma. Plasma is the liquid part of blood. Platelets are tiny cells in the blood that help healing. They release growth factors, natural substances that may help weak hair follicles (the small pockets in the skin that grow hair) become more active.',
        'For hair PRP, a small amount of your own blood is taken from your arm and spun in a centrifuge to concentrate the platelets. The plasma is then injected with a very fine needle into the scalp where the hair is thinning.',
        'It is mainly used for pattern hair loss, also called androgenetic alopecia. This is gradual, inherited thinning at the crown or front in men, or along the parting in women. A course of about 3 to 4 sessions, 4 weeks apart, is usual, followed by a maintenance session every 3 to 6 months. Results vary, and the research is still growing.',
      ],
      reasons: [
        'Early or moderate pattern hair loss in men or women',
        'A widening parting or thinning at the crown',
        'Hair thinning that has been checked by a doctor',
        'Support alongside other hair-loss treatments, such as minoxidil (a lotion or tablet for hair loss)',
      ],
      procedure: [
        {
          heading: 'Consultation and tests',
          description:
            'The doctor examines your scalp and asks about your health and family history. Blood tests may be advised to check for other causes, such as low iron or thyroid problems.',
        },
        {
          heading: 'Blood draw',
          description: 'A small amount of blood, about 10 to 20 ml, is taken from your arm.',
        },
        {
          heading: 'Preparing the PRP',
          description: 'The blood is spun in a centrifuge to separate the platelet-rich plasma.',
        },
        {
          heading: 'Numbing',
          description:
            'The scalp is cleaned. A numbing cream, cold air or local anaesthetic may be used so that discomfort is usually mild.',
        },
        {
          heading: 'Injections',
          description:
            'The plasma is injected in small amounts across the thinning areas. The whole visit takes about 45 to 90 minutes.',
        },
        {
          heading: 'Review',
          description:
            'Progress is checked with photographs over several months, as changes take about 3 to 6 months to show.',
        },
      ],
      purpose: [
        'To support weak hair follicles',
        'To slow hair thinning',
        'To improve hair thickness in thinning areas',
      ],
      pros: [
        'Uses your own blood, so the risk of allergy is very low',
        'Little time off; most people return to work the next day or sooner',
        'Can be combined with medicines for hair loss',
      ],
      cons: [
        'Results vary, take months to show, and the evidence is still limited',
        'Several sessions and regular maintenance are needed, so cost adds up',
        'Does not regrow hair in fully bald areas',
        'Scalp tenderness, swelling, mild headache or pinpoint bleeding for 1 to 2 days',
        'Rarely, infection; some people notice temporary hair shedding',
      ],
      postCare: [
        'Do not wash your hair for about 24 hours.',
        'Avoid hair dyes, chemical treatments and hair styling products for 2 to 3 days.',
        'Avoid heavy exercise, swimming, saunas and direct sun on the scalp for 2 days.',
        'Avoid anti-inflammatory painkillers such as ibuprofen for a few days, unless your doctor advises them; paracetamol can be used.',
        'Keep using any hair-loss medicine your doctor has prescribed.',
        'Call the clinic if you have increasing pain or swelling, pus, fever, or bleeding that does not stop.',
      ],
    },
  },
};

export default skinAndHair;

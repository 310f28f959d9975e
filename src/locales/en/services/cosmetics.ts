import type { CategoryText } from '../../../content/types';

const cosmetics: CategoryText<'cosmetics'> = {
  title: 'Cosmetics',
  description:
    'Cosmetic treatments for the face, from injections for lines and volume to small procedures on the cheeks, ears, eyelids, brows and nose.',
  intro: [
    'Cosmetic treatments change how part of the face looks. Some use injections and need no cuts. Others are operations done under local or general anaesthetic. Some, such as eyelid or nose surgery, can also help with problems like blocked vision or difficult breathing.',
    'Every face is different, and results vary between people. At a consultation the clinician listens to what you would like to change, examines you, and explains the options, their limits and risks. If a treatment is not suitable for you, you will be told honestly. You do not need to decide on the day.',
  ],
  points: [
    'A consultation and examination come first, before any treatment is planned.',
    'The aim is a natural look that suits your face, not a dramatic change.',
    'Injection treatments wear off and need repeat sessions to keep the effect.',
    'Surgery needs recovery time, leaves a scar (often well hidden) and carries some risk.',
    'Results vary between people; realistic expectations matter.',
  ],
  groups: {},
  treatments: {
    botox: {
      name: 'Botulinum toxin (Botox)',
      summary: 'Small injections that soften lines caused by facial expressions.',
      cardLines: [
        "Relaxes the muscles that cause frown lines, forehead lines and crow's feet.",
        'The injections take about 10 to 15 minutes; results show in 1 to 2 weeks.',
        'The effect lasts about 3 to 6 months, then fades unless repeated.',
      ],
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People who are pregnant or breastfeeding.',
          'People with certain nerve or muscle conditions, such as myasthenia gravis (a cause of muscle weakness).',
          'People with an infection or skin problem where the injections would go.',
          'People who have reacted badly to botulinum toxin before.',
        ],
      },
      whatItIs: [
        'Botulinum toxin is a purified protein; Botox is one well-known brand name. Tiny amounts are injected into chosen facial muscles. It blocks the nerve signal that makes the muscle tighten, so the muscle relaxes for a while.',
        'Lines that appear when you frown, raise your eyebrows or smile are called dynamic lines (lines made by movement). They soften when the muscle relaxes. Deep lines that show even when the face is still may improve less. The effect is temporary: after about 3 to 6 months the muscle works again and the lines slowly return.',
      ],
      reasons: [
        'Frown lines between the eyebrows.',
        'Lines across the forehead.',
        "Crow's feet (fine lines at the outer corners of the eyes).",
        'Adults who want a softer look without surgery.',
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician asks about your health and medicines, watches how your face moves and explains what to expect.',
        },
        {
          heading: 'Preparation',
          description: 'Your skin is cleaned and the injection points may be marked.',
        },
        {
          heading: 'Injections',
          description:
            'Very small amounts are injected with a fine needle. This takes about 10 to 15 minutes. Discomfort is usually mild and brief.',
        },
        {
          heading: 'Review',
          description:
            'Results show in 1 to 2 weeks. A review at about 2 weeks allows small adjustments if needed.',
        },
      ],
      purpose: [
        'To soften lines caused by repeated facial expressions.',
        'To give a more rested look while keeping natural movement.',
        'To offer a non-surgical option with little time off.',
      ],
      pros: [
        'Quick treatment with no cuts or stitches.',
        'Most people return to normal activities the same day.',
        'The effect wears off, so treatment can be changed or stopped.',
      ],
      cons: [
        'Results are temporary; repeat sessions add to the cost over time.',
        'Bruising, tenderness or a headache for a few days.',
        'Sometimes a drooping eyelid or brow, or an uneven look, for a few weeks until it wears off.',
        'Rarely, allergic reactions or the effect spreading to nearby muscles.',
      ],
      postCare: [
        'Stay upright for about 4 hours after the injections.',
        'Do not rub or massage the treated area for the rest of the day.',
        'Avoid heavy exercise, saunas and very hot places for about 24 hours.',
        'Wait 1 to 2 weeks before judging the result.',
        'Contact the clinic straight away if you have difficulty swallowing, speaking or breathing, a change in vision, a markedly drooping eyelid, or spreading redness and swelling.',
      ],
    },

    'dermal-fillers': {
      name: 'Dermal fillers',
      summary: 'Hyaluronic acid gel injections that restore volume and soften folds.',
      cardLines: [
        'A soft gel is injected to add volume to lips, cheeks or folds.',
        'Results last from about 6 months to 2 years depending on the product and area.',
        'Hyaluronic acid fillers can usually be dissolved if needed; other types of filler cannot.',
      ],
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People who are pregnant or breastfeeding.',
          'People with an infection, a cold sore or another skin problem where the filler would go.',
          'People with an autoimmune disease, such as lupus; the doctor will advise whether fillers are wise.',
          'People who take blood thinners, which make bruising more likely. Do not stop any medicine without asking the doctor who prescribed it.',
        ],
      },
      whatItIs: [
        'Dermal fillers are gels injected under the skin. Most are made of hyaluronic acid, a substance found naturally in the skin that helps it hold water. With age the face loses volume, so cheeks can look flatter and folds deeper. Fillers restore some of this volume and can shape the lips or chin.',
        'The body slowly breaks the gel down. Results last from about 6 months to 2 years depending on the product and area; areas that move a lot, such as the lips, wear off sooner. If needed, an enzyme called hyaluronidase can dissolve the gel. Fillers made of other materials, such as calcium hydroxylapatite or poly-L-lactic acid, cannot be dissolved in this way, so their effect cannot be reversed quickly.',
      ],
      reasons: [
        'Deep folds from the nose to the corners of the mouth.',
        'Lines from the corners of the mouth down to the chin.',
        'Thin or uneven lips.',
        'Flat cheeks or hollows under the eyes.',
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician checks your health, examines your face and agrees with you which areas to treat.',
        },
        {
          heading: 'Preparation',
          description:
            'The skin is cleaned and numbing cream may be applied. Many fillers also contain a local anaesthetic.',
        },
        {
          heading: 'Injection',
          description:
            'The gel is injected slowly with a fine needle or a thin blunt tube called a cannula. This usually takes 15 to 45 minutes.',
        },
        {
          heading: 'Review',
          description:
            'A review after about 2 weeks, once swelling has settled, allows a check and a small top-up if needed.',
        },
      ],
      purpose: [
        'To restore lost volume in the face.',
        'To soften deep folds and hollows.',
        'To shape or balance features such as the lips or chin.',
      ],
      pros: [
        'The change is visible straight away.',
        'No cuts, and most people return to normal activities quickly.',
        'Hyaluronic acid gel can usually be dissolved if there is a problem (other fillers cannot).',
      ],
      cons: [
        'Swelling, bruising and tenderness for a few days, especially in the lips.',
        'Small lumps or unevenness, which may need massage, more filler or dissolving.',
        'Results wear off; repeat treatments add to the cost over time.',
        'Rarely, filler blocks a blood vessel. This can damage the skin and, very rarely, affect vision, and needs urgent treatment.',
        'Under the eyes the skin is thin and close to many blood vessels, so this is a higher-risk area for lumps, lasting swelling and blocked vessels. The doctor will tell you whether it suits you.',
      ],
      postCare: [
        'Apply a clean cold pack gently for short periods to reduce swelling.',
        'Avoid pressing or massaging the area unless told to.',
        'Avoid heavy exercise, saunas and alcohol for about 24 to 48 hours.',
        'Sleep with your head slightly raised on the first night.',
        'Contact the clinic straight away if you have severe or increasing pain, skin that turns pale, blue or blotchy, any change in vision, fever or spreading redness.',
      ],
    },

    'wrinkle-treatment': {
      name: 'Wrinkle treatment',
      summary: 'An overview of options to soften lines and care for ageing skin.',
      cardLines: [
        'Options include injections, chemical peels, microneedling and daily skin care.',
        'Sun protection is the base of every plan.',
        'A plan is made to suit your skin, lines and goals.',
      ],
      whatItIs: [
        'Wrinkles come with age, as the skin makes less collagen (a protein that keeps skin firm) and becomes thinner and drier. Sun exposure, smoking and repeated facial expressions add to them. Dynamic lines appear when you move your face; static lines stay visible when the face is still.',
        'No single treatment suits every wrinkle, and a combination often helps more than one treatment alone. Treatments can soften lines and improve skin quality, but they do not stop ageing.',
      ],
      reasons: [
        'Fine lines around the eyes, forehead or mouth.',
        'Deeper folds or loss of volume in the cheeks.',
        'Rough, dull or sun-damaged skin.',
        'People who prefer a plan without surgery.',
      ],
      types: [
        {
          name: 'Injections',
          description:
            'Botulinum toxin relaxes the muscles behind dynamic lines. Dermal fillers add volume to deeper folds.',
        },
        {
          name: 'Chemical peels',
          description:
            'A solution removes the outer layer of skin, leaving smoother, more even skin. Several sessions may be needed.',
        },
        {
          name: 'Microneedling',
          description:
            'Very fine needles make tiny controlled marks that encourage the skin to make new collagen.',
        },
        {
          name: 'Skin care',
          description:
            'Creams with retinoids (vitamin A based ingredients) and moisturisers can improve fine lines over months.',
        },
        {
          name: 'Sun protection',
          description: 'Daily sunscreen, shade and a hat reduce further damage.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description: 'The clinician asks about your skin, health and what bothers you most.',
        },
        {
          heading: 'Skin assessment',
          description:
            'Your skin type, the kind and depth of lines and any sun damage are examined.',
        },
        {
          heading: 'Treatment plan',
          description: 'Options, number of sessions, recovery and costs are explained.',
        },
        {
          heading: 'Treatment and follow-up',
          description:
            'Treatments are done over one or more visits, a few weeks apart. Your skin is reviewed and the plan adjusted.',
        },
      ],
      purpose: [
        'To soften visible lines and folds.',
        'To improve skin texture and tone.',
        'To protect the skin from further sun damage.',
      ],
      pros: [
        'A range of options with little or no time off work.',
        'The plan can be adapted to your skin and budget.',
        'Skin care and sun protection benefit almost everyone.',
      ],
      cons: [
        'Results are gradual and vary between people.',
        'Most treatments need repeat sessions or ongoing care.',
        'Redness, peeling or sensitivity can follow peels, microneedling and some creams.',
        'In darker skin, some treatments can cause darker or lighter patches.',
      ],
      postCare: [
        'Use a broad-spectrum sunscreen every day, even when it is cloudy.',
        'Use gentle cleansers and moisturisers while the skin recovers.',
        'Do not pick flaking skin; let it come off on its own.',
        'Avoid smoking, which speeds up skin ageing.',
        'Contact the clinic if you have blisters, severe redness, oozing, fever or swelling that keeps increasing.',
      ],
    },

    'scar-revision': {
      name: 'Scar revision',
      summary: 'Treatments to make a scar less noticeable.',
      cardLines: [
        'Improves how a scar looks or feels; it cannot remove a scar completely.',
        'Options range from injections and skin treatments to minor surgery.',
      ],
      note: 'Scars keep changing for 12 to 18 months, so surgery is usually delayed until a scar has matured.',
      whatItIs: [
        'A scar forms whenever skin heals after an injury, surgery, a burn or acne. Some scars heal flat and pale; others become raised, wide, sunken, dark or tight.',
        'Scar revision aims for a scar that is flatter, thinner, closer to the colour of the skin around it, or placed in a natural skin line. A scar cannot be taken away completely; it is exchanged for a less visible one.',
      ],
      reasons: [
        'Wide or uneven scars after injury or surgery.',
        'Raised scars, including keloids (thick scars that grow beyond the wound).',
        'Sunken scars, for example from acne or chickenpox.',
        'Tight scars that pull on nearby skin.',
      ],
      types: [
        {
          name: 'Surgical revision',
          description:
            'The old scar is cut out and closed carefully with fine stitches, sometimes changing its direction to lie in a skin crease.',
        },
        {
          name: 'Steroid injections',
          description:
            'A steroid medicine flattens and softens raised or keloid scars over several sessions.',
        },
        {
          name: 'Skin resurfacing',
          description:
            'Chemical peels and microneedling can smooth acne scars over several sessions.',
        },
        {
          name: 'Silicone and pressure',
          description: 'Silicone gels or sheets help raised scars settle.',
        },
      ],
      procedure: [
        {
          heading: 'Assessment',
          description:
            'The clinician examines the scar, asks about any history of keloids and explains the options.',
        },
        {
          heading: 'Treatment',
          description:
            'Most treatments use local anaesthetic. Injections take minutes; surgical revision usually takes 30 to 90 minutes.',
        },
        {
          heading: 'Stitch removal',
          description: 'After surgery on the face, stitches are usually removed in 5 to 7 days.',
        },
        {
          heading: 'Follow-up',
          description:
            'The scar is checked over several months and further sessions may be advised.',
        },
      ],
      purpose: [
        'To make a scar flatter, thinner or less visible.',
        'To relieve tightness.',
        'To help you feel more comfortable with your appearance.',
      ],
      pros: [
        'Many scars can be improved, even years after they formed.',
        'Most treatments need little time off.',
        'Treatments can be combined to suit the scar.',
      ],
      cons: [
        'A scar can be improved but never fully removed.',
        'Results take months to show and vary between people.',
        'Keloid scars can return after treatment.',
        'Steroid injections can thin or lighten the skin; surgery carries small risks of infection and poor healing.',
      ],
      postCare: [
        'Keep the wound clean and dry until the stitches are removed.',
        'Once healed, use silicone gel or sheets if advised.',
        'Protect the scar from the sun for at least a year.',
        'Massage the healed scar only when the clinician says it is ready.',
        'Contact the clinic if you notice bleeding that does not stop, increasing pain or swelling, pus or fever.',
      ],
    },

    dimpleplasty: {
      name: 'Dimpleplasty',
      summary: 'A minor procedure to create dimples in the cheeks.',
      cardLines: [
        'Creates a cheek dimple through a small cut inside the mouth, with no scar on the skin.',
        'Done under local anaesthetic; the procedure takes about 30 minutes.',
      ],
      secondary: {
        heading: 'Things to know first',
        points: [
          'At first the dimple often shows even when the face is at rest.',
          'Over weeks it usually softens and shows mainly when you smile.',
          'Over time a dimple can become shallower or fade.',
          'The two sides may not match exactly.',
        ],
      },
      whatItIs: [
        'Natural dimples form where a band of tissue links the cheek muscle to the skin above it. Dimpleplasty creates this link on purpose.',
        'It is done under local anaesthetic through the inside of the mouth. A small amount of tissue is removed from the inner cheek, and a dissolvable stitch joins the underside of the skin to the muscle. When you smile, the skin is pulled inward and a dimple appears. The procedure takes about 30 minutes and you go home the same day.',
      ],
      reasons: [
        'Adults who would like dimples when they smile.',
        'People with one natural dimple who want a matching one.',
        'People who want a small change with no scar on the face.',
        'People in good general and oral health.',
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician checks your health and mouth and discusses the size and position of the dimple.',
        },
        {
          heading: 'Marking',
          description: 'You smile while the position is marked on your cheek.',
        },
        {
          heading: 'Local anaesthetic',
          description:
            'The inside of the cheek is numbed. You stay awake; discomfort is usually mild.',
        },
        {
          heading: 'Creating the dimple',
          description:
            'A small cut is made inside the mouth, a little tissue is removed and a stitch links skin to muscle. This takes about 30 minutes.',
        },
        {
          heading: 'Review',
          description: 'A check after about a week makes sure the cheek is healing well.',
        },
      ],
      purpose: [
        'To create a dimple that shows when you smile.',
        'To match a natural dimple on the other side.',
        'To make a small change to the look of the face.',
      ],
      pros: [
        'No scar on the outside of the face.',
        'A short visit under local anaesthetic.',
        'Most people return to normal activities within a few days.',
      ],
      cons: [
        'Swelling and tightness in the cheek for a few days or longer.',
        'The dimple may be too deep, too shallow, uneven, or fade over time.',
        'Infection inside the cheek is possible.',
        'Rarely, injury to the saliva duct or a small nerve branch in the cheek.',
      ],
      postCare: [
        'Eat soft, cool food for the first few days and chew gently.',
        'Rinse with the prescribed mouthwash or salt water after meals.',
        'Brush carefully, avoiding the stitch; it usually dissolves on its own.',
        'Do not smoke, and avoid pressing or massaging the cheeks.',
        'Contact the clinic if you have bleeding that does not stop, fever, pus, or severe or increasing pain or swelling.',
      ],
    },

    lobuloplasty: {
      name: 'Earlobe repair (lobuloplasty)',
      summary: 'Repair of torn, split or stretched earlobes.',
      cardLines: [
        'Repairs earlobes torn or stretched by heavy earrings, injury or ear gauges.',
        'A short procedure under local anaesthetic; stitches are removed in 7 to 10 days.',
      ],
      note: 'The lobe can usually be pierced again after it has healed, often after about 6 to 8 weeks.',
      whatItIs: [
        'Earlobes can tear or stretch after years of wearing heavy earrings, when jewellery is pulled or caught, or after wearing ear gauges (plugs that widen the hole on purpose). Lobuloplasty is a minor operation to repair them.',
        'Under local anaesthetic, the edges of the tear are trimmed to fresh tissue and the earlobe is shaped and stitched. Stitches are removed in 7 to 10 days. A fine scar remains, which usually fades with time.',
      ],
      reasons: [
        'An earlobe that has split completely.',
        'A pierced hole that has stretched into a long slit.',
        'Earlobes stretched by gauges.',
        'Wishing to wear earrings again comfortably.',
      ],
      types: [
        {
          name: 'Repair of a complete tear',
          description:
            'The two parts of the split lobe are trimmed and stitched, often with a small zigzag to reduce notching.',
        },
        {
          name: 'Repair of a stretched hole',
          description: 'The long hole is closed so the lobe returns to a more usual shape.',
        },
        {
          name: 'Gauge repair',
          description:
            'Stretched skin is removed and the lobe is rebuilt, which can be more complex.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician examines the earlobe and asks about keloids (thick raised scars).',
        },
        {
          heading: 'Local anaesthetic',
          description: 'The earlobe is numbed with a small injection. Discomfort is usually mild.',
        },
        {
          heading: 'Repair',
          description:
            'The edges are trimmed and stitched in layers. One ear usually takes about 30 to 45 minutes.',
        },
        {
          heading: 'Stitch removal',
          description: 'Stitches are removed in 7 to 10 days.',
        },
        {
          heading: 'Re-piercing',
          description:
            'Once healed, the clinician advises when and where to pierce again, slightly away from the scar.',
        },
      ],
      purpose: [
        'To restore the shape of a torn or stretched earlobe.',
        'To allow earrings to be worn again.',
        'To improve the look of the ear.',
      ],
      pros: [
        'A short procedure under local anaesthetic.',
        'Most people return to work the next day.',
        'The scar is small and usually fades.',
      ],
      cons: [
        'A small notch or uneven edge can remain.',
        'Keloid scars can form, especially in people who have had them before.',
        'Infection, or swelling and tenderness for a few days.',
        'The lobe can tear again if heavy earrings are worn.',
      ],
      postCare: [
        'Keep the area clean and dry, and apply ointment as advised.',
        'Try not to sleep on the treated side.',
        'Do not wear earrings until the clinician says the lobe is ready.',
        'Later, choose lighter earrings or support heavy ones.',
        'Contact the clinic if you notice bleeding that does not stop, increasing pain or swelling, pus or fever.',
      ],
    },

    blepharoplasty: {
      name: 'Eyelid surgery (blepharoplasty)',
      summary: 'Surgery to remove extra skin or fat from the eyelids.',
      cardLines: [
        'Removes loose upper eyelid skin or puffy lower eyelid bags.',
        'Can help when heavy upper lids block part of your vision.',
      ],
      note: 'Tell the clinician if you have dry eyes or other eye problems.',
      whatItIs: [
        'With age, eyelid skin stretches and the fat around the eye can bulge forward. The eyes can look tired or puffy, and heavy upper lids can block part of the vision. Blepharoplasty removes or moves this extra skin and fat.',
        "The cuts lie in the natural crease of the upper lid, or just below the lashes or inside the lower lid, and usually fade well. The surgery does not remove dark circles, fine crow's feet or drooping eyebrows.",
      ],
      reasons: [
        'Loose or folded skin on the upper eyelids.',
        'Upper eyelids that get in the way of vision.',
        'Bags or puffiness under the eyes.',
        'A tired look that does not change with rest.',
      ],
      types: [
        {
          name: 'Upper eyelid surgery',
          description:
            'Removes extra skin, and sometimes fat, from the upper lids, often under local anaesthetic.',
        },
        {
          name: 'Lower eyelid surgery',
          description: 'Reduces bags under the eyes, through the skin or from inside the lid.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation and eye check',
          description:
            'The clinician asks about your eye health and vision and examines your eyelids.',
        },
        {
          heading: 'Anaesthetic',
          description:
            'Local anaesthetic, sometimes with sedation (medicine to help you relax), or a general anaesthetic is used. A general anaesthetic is given in a hospital operating theatre by an anaesthetist (a doctor trained in anaesthesia).',
        },
        {
          heading: 'Surgery',
          description:
            'Skin and fat are removed or moved through small cuts. Upper lids alone usually take about 1 hour.',
        },
        {
          heading: 'Closing',
          description:
            'The cuts are closed with very fine stitches. Most people go home the same day.',
        },
        {
          heading: 'Stitch removal',
          description: 'Stitches are usually removed after about 5 to 7 days.',
        },
      ],
      purpose: [
        'To remove excess eyelid skin and reduce puffiness.',
        'To improve vision when heavy lids block it.',
        'To give the eyes a more rested look.',
      ],
      pros: [
        'Can improve vision as well as appearance.',
        'Scars lie in natural creases and usually fade well.',
        'The effect is long-lasting, although ageing continues.',
      ],
      cons: [
        'Swelling and bruising for 1 to 2 weeks.',
        'Dry, gritty or watery eyes and blurred vision for a short time.',
        'Difficulty closing the eyes fully, or uneven lids, usually for a short time.',
        'Rarely, the lower lid pulls down, or bleeding behind the eye affects vision.',
      ],
      postCare: [
        'Use cold compresses gently for the first 2 days.',
        'Sleep with your head raised for about a week.',
        'Use eye drops or ointment as prescribed and do not rub your eyes.',
        'Avoid eye make-up, contact lenses and hard exercise for about 2 weeks.',
        'Contact the clinic straight away if you have sudden or severe pain, any change in vision, swelling that quickly worsens on one side, bleeding that does not stop or fever.',
      ],
    },

    'brow-lift': {
      name: 'Brow lift',
      summary: 'Surgery to raise low or drooping eyebrows.',
      cardLines: [
        'Lifts heavy or low eyebrows and can soften forehead lines.',
        'Scars are usually hidden in or near the hairline.',
      ],
      note: 'Botulinum toxin injections can sometimes give a small, temporary lift instead.',
      whatItIs: [
        'With age, the eyebrows and forehead can slowly drop. Low brows can make a person look tired or cross, and can push extra skin onto the upper eyelids.',
        'A brow lift raises the eyebrows to a more natural position and can soften forehead lines. The surgeon usually works through cuts in the scalp or at the hairline, so scars are well hidden. It is sometimes combined with upper eyelid surgery.',
      ],
      reasons: [
        'Eyebrows that sit low or droop, especially at the outer ends.',
        'A heavy, tired or frowning look.',
        'Deep lines across the forehead or between the brows.',
        'Uneven brows, for example after a nerve injury.',
      ],
      types: [
        {
          name: 'Endoscopic brow lift',
          description:
            'Small cuts in the scalp; a thin camera called an endoscope guides the surgeon.',
        },
        {
          name: 'Hairline brow lift',
          description:
            'A cut along the front of the hairline, suitable for people with a high forehead.',
        },
        {
          name: 'Direct brow lift',
          description:
            'A strip of skin is removed just above the eyebrow. The scar is more visible.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician examines your brows, forehead and eyelids and explains which method suits you.',
        },
        {
          heading: 'Anaesthetic',
          description:
            'General anaesthetic, or local anaesthetic with sedation, is used. A general anaesthetic is given in a hospital operating theatre by an anaesthetist (a doctor trained in anaesthesia).',
        },
        {
          heading: 'Lifting the brow',
          description:
            'The tissues are released, raised and fixed in place. This usually takes 1 to 2 hours.',
        },
        {
          heading: 'Follow-up',
          description:
            'Stitches or clips are usually removed after 7 to 14 days. Swelling settles over 2 to 3 weeks.',
        },
      ],
      purpose: [
        'To raise the eyebrows to a more natural level.',
        'To reduce the heavy look of the upper face.',
        'To soften forehead and frown lines.',
      ],
      pros: [
        'Scars are usually hidden in the hair or hairline.',
        'The effect is long-lasting, though ageing continues.',
        'Can improve the upper eyelids at the same time.',
      ],
      cons: [
        'Swelling and bruising, which can spread around the eyes.',
        'Numbness or itching of the scalp, usually improving over months.',
        'Hair thinning along the scar, or brows that look too high or uneven.',
        'Rarely, injury to the nerve that moves the forehead.',
      ],
      postCare: [
        'Keep your head raised when resting and sleeping for about a week.',
        'Use cold packs gently in the first days.',
        'Wash your hair only when the clinician says it is safe.',
        'Avoid heavy lifting and hard exercise for about 2 to 3 weeks.',
        'Contact the clinic if you have bleeding that does not stop, fever, or severe or increasing pain or swelling.',
      ],
    },

    rhinoplasty: {
      name: 'Nose reshaping (rhinoplasty)',
      summary: 'Surgery to change the shape of the nose or improve breathing.',
      cardLines: [
        'Reshapes the nose for appearance, for breathing, or both.',
        'Swelling settles over months; the final shape can take up to a year.',
      ],
      secondary: {
        heading: 'Before you decide',
        points: [
          'The nose should be fully grown, usually by the late teens.',
          'Small changes often suit a face better than large ones.',
          'A small number of people need a second operation.',
        ],
      },
      whatItIs: [
        'Rhinoplasty is surgery to change the shape or size of the nose. The surgeon reshapes the bone and cartilage (the firm, flexible tissue of the lower nose) under the skin.',
        'Functional rhinoplasty helps breathing, for example when the septum (the wall between the nostrils) is bent or after an injury. Cosmetic rhinoplasty changes a hump, a wide or drooping tip, or a crooked nose. Often both are done together. Your skin, bone structure and healing all affect the final shape.',
      ],
      reasons: [
        'Blocked breathing caused by a bent septum.',
        'A nose that healed out of shape after a break.',
        'A hump on the bridge of the nose.',
        'A tip that is wide or drooping, or a crooked nose.',
      ],
      types: [
        {
          name: 'Functional rhinoplasty',
          description: 'Improves airflow, and may include septoplasty (straightening the septum).',
        },
        {
          name: 'Cosmetic rhinoplasty',
          description: 'Changes the shape of the bridge, tip or width of the nose.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'The clinician asks about your breathing and goals, examines your nose and explains what is realistic.',
        },
        {
          heading: 'Anaesthetic',
          description:
            'The operation is usually done under general anaesthetic. A general anaesthetic is given in a hospital operating theatre by an anaesthetist (a doctor trained in anaesthesia).',
        },
        {
          heading: 'Surgery',
          description:
            'Bone and cartilage are reshaped through cuts inside the nose, sometimes with a small cut between the nostrils. It usually takes 1 to 3 hours.',
        },
        {
          heading: 'Splint',
          description: 'A splint protects the nose, usually for about 1 week.',
        },
        {
          heading: 'Follow-up',
          description: 'Healing is checked over the following months.',
        },
      ],
      purpose: [
        'To improve breathing through the nose.',
        'To change the size or shape of the nose.',
        'To correct a nose that healed out of shape after injury.',
      ],
      pros: [
        'Can improve both breathing and appearance in one operation.',
        'Scars are inside the nose or very small.',
        'The result is long-lasting.',
      ],
      cons: [
        'Bruising around the nose and eyes for 1 to 2 weeks, and some swelling for months.',
        'A blocked nose and a dull ache in the first weeks.',
        'Risks include bleeding, infection and numbness of the nose tip.',
        'The result may not match what you hoped for, and revision surgery is sometimes needed.',
      ],
      postCare: [
        'Keep your head raised when resting and sleeping for the first week.',
        'Do not blow your nose for about 2 weeks; sneeze with your mouth open.',
        'Keep the splint dry and do not remove it yourself.',
        'Avoid glasses resting on the nose and contact sports for the time advised, often 4 to 6 weeks.',
        'Contact the clinic if you have bleeding that does not stop, fever, difficulty breathing, or severe or increasing pain or swelling.',
      ],
    },
  },
};

export default cosmetics;

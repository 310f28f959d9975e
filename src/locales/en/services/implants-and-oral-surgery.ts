import type { CategoryText } from '../../../content/types';

const implantsAndOralSurgery: CategoryText<'implants-and-oral-surgery'> = {
  title: 'Dental implants & oral surgery',
  description:
    'Replacing missing teeth with dental implants, and surgery inside the mouth, from removing teeth to small procedures on the gums and jaw.',
  intro: [
    'Dental implants replace the roots of missing teeth. A small post is placed in the jawbone and, once it has healed, it carries a crown, a bridge or a denture. When there is not enough bone, it can often be rebuilt first with a bone graft or a sinus lift. In the upper jaw, special long implants can sometimes be anchored in the cheekbone instead.',
    'Oral surgery covers procedures inside the mouth, such as removing teeth and wisdom teeth, taking a small sample of tissue for testing (a biopsy) and removing small cysts. Most are done under local anaesthetic, so the area is numb while you stay awake. At a consultation the clinician examines you, looks at X-rays or scans, and explains the options, risks and recovery before anything is decided.',
  ],
  points: [
    'Dental implants, implant-supported dentures and zygomatic implants to replace missing teeth',
    'Bone grafting and sinus lift to rebuild bone that is too thin for an implant',
    'Simple and surgical tooth extraction, including wisdom teeth',
    'Minor oral surgery, such as biopsies, frenectomy and removal of small cysts',
    'Most procedures are done under local anaesthetic, with written aftercare advice',
  ],
  groups: {
    'dental-implants': 'Dental implants',
    'oral-surgery': 'Oral surgery',
  },
  treatments: {
    'dental-implants': {
      name: 'Dental implants',
      summary: 'A fixed replacement root for a missing tooth.',
      cardLines: [
        'A small post placed in the jawbone replaces the root of a missing tooth.',
        'Once healed, it carries a crown, a bridge or a denture.',
        'Treatment usually takes about 3 to 6 months.',
      ],
      secondary: {
        heading: 'Who may need extra care',
        points: [
          'People who smoke or chew tobacco',
          'People with poorly controlled diabetes',
          'People who take bone medicines such as bisphosphonates or denosumab, or who have had radiotherapy to the head and neck',
        ],
      },
      whatItIs: [
        'A dental implant is a small screw-shaped post placed in the jawbone, where it acts as a new root. Over some months the bone bonds to it (osseointegration). A crown (an artificial tooth) is then fixed on top.',
        'Unlike a bridge, an implant does not need the neighbouring teeth to be cut down. With good care, many implants last 10 to 20 years or more.',
      ],
      reasons: [
        'Teeth lost through decay, gum disease or injury',
        'A loose or uncomfortable denture',
        'Not wanting healthy teeth cut down for a bridge',
        'Enough jawbone, or bone that can be rebuilt with a graft',
      ],
      materials: [
        {
          name: 'Titanium',
          description:
            'The most widely used implant material. It is strong and well accepted by the body.',
        },
        {
          name: 'Zirconia',
          description:
            'A white, metal-free ceramic for people who prefer to avoid metal. It has a shorter record of use.',
        },
      ],
      procedure: [
        {
          heading: 'Planning',
          description:
            'X-rays or a CBCT scan (a 3D X-ray) measure the bone. Gum disease is treated first.',
        },
        {
          heading: 'Placing the implant',
          description:
            'Under local anaesthetic, the implant is placed in the bone and the gum is closed, often with stitches.',
        },
        {
          heading: 'Healing',
          description:
            'The bone bonds to the implant over about 3 to 6 months. A temporary tooth can often be worn.',
        },
        {
          heading: 'Fitting the crown',
          description:
            'A connector (abutment) and a crown matching your teeth are fixed on the implant.',
        },
      ],
      purpose: [
        'Replace missing teeth with fixed teeth',
        'Restore chewing and clear speech',
        'Help stop the jawbone shrinking where a tooth is missing',
      ],
      pros: [
        'Looks, feels and works much like a natural tooth',
        'Does not move when you eat or speak',
        'Neighbouring teeth are left untouched',
      ],
      cons: [
        'Takes several months and more than one visit',
        'Costs more at the start than a bridge or a denture',
        'Swelling and discomfort for a few days after surgery',
        'Rare risks include infection, numbness from nerve injury, and implant failure',
      ],
      postCare: [
        'Use cold packs on the first day and take pain relief as advised',
        'Eat soft food and chew on the other side',
        'From the next day, rinse gently with warm salt water',
        'Do not smoke, as it raises the risk of failure',
        'Clean around the implant daily and keep regular check-ups',
        'Call the clinic if bleeding does not stop, you have a fever, or pain or swelling becomes severe or keeps increasing',
      ],
    },

    'implant-supported-dentures': {
      name: 'Implant-supported dentures',
      summary: 'Dentures held firmly in place by dental implants.',
      cardLines: [
        'A full denture that clips onto, or is fixed to, 2 to 6 implants.',
        'It moves far less than a regular denture, so chewing and speaking are easier.',
      ],
      whatItIs: [
        'An implant-supported denture is a full set of artificial teeth held in place by dental implants, small posts in the jawbone that act as roots. It does not rely only on suction or adhesive.',
        'The choice between a removable and a fixed design depends on your bone, the number of implants possible, your health and your wishes.',
      ],
      reasons: [
        'No teeth in one or both jaws, or teeth that cannot be saved',
        'A loose denture, especially a lower one',
        'Sore spots or gagging with a regular denture',
        'Enough jawbone for at least 2 implants',
      ],
      types: [
        {
          name: 'Removable overdenture',
          description:
            'Clips onto 2 to 4 implants with press-stud or bar attachments. You take it out daily to clean it.',
        },
        {
          name: 'Fixed full-arch bridge',
          description:
            'Screwed onto 4 to 6 implants. Only the clinician can remove it, and it needs careful cleaning underneath.',
        },
      ],
      materials: [
        {
          name: 'Acrylic',
          description:
            'A hard plastic for the teeth and pink gum part. It is easy to adjust and repair.',
        },
        {
          name: 'Zirconia',
          description:
            'A very hard ceramic sometimes used for fixed bridges. It resists staining but costs more.',
        },
      ],
      procedure: [
        {
          heading: 'Assessment',
          description: 'X-rays or a 3D scan show the bone and guide where the implants go.',
        },
        {
          heading: 'Placing the implants',
          description: 'The implants are placed under local anaesthetic, sometimes with sedation.',
        },
        {
          heading: 'Healing',
          description:
            'The bone bonds to the implants over about 3 to 6 months. Your old denture is usually adjusted to wear meanwhile.',
        },
        {
          heading: 'Making and fitting the denture',
          description:
            'After impressions and try-ins, the denture is fitted, adjusted and you are shown how to clean it.',
        },
      ],
      purpose: [
        'Hold a full denture firmly in place',
        'Improve chewing, speaking and comfort',
        'Reduce jawbone shrinkage under dentures',
      ],
      pros: [
        'Much more stable than a regular denture',
        'Usually no denture adhesive needed',
        'Needs fewer implants than replacing each tooth',
      ],
      cons: [
        'Needs surgery and several months of treatment',
        'Costs more than a regular denture',
        'Clips wear and need replacing, often every 1 to 2 years',
        'The usual implant risks, such as infection and, rarely, implant failure',
      ],
      postCare: [
        'After surgery, eat soft food and use cold packs on the first day',
        'Take a removable denture out at night and clean it and the attachments',
        'Clean around the implants daily with a soft brush or interdental brushes',
        'Attend regular check-ups so worn attachments can be replaced',
        'Call the clinic if bleeding does not stop, you have a fever, the denture becomes loose or painful, or pain or swelling keeps increasing',
      ],
    },

    'zygomatic-implants': {
      name: 'Zygomatic implants',
      summary: 'Long implants anchored in the cheekbone.',
      cardLines: [
        'Long implants anchored in the cheekbone when the upper jaw has too little bone.',
        'They can often avoid bone grafting.',
      ],
      note: 'A specialised operation, usually done in a hospital under general anaesthesia or deep sedation given by an anaesthetist.',
      secondary: {
        heading: 'Who may be considered',
        points: [
          'People with no upper teeth and severe upper jaw bone loss',
          'People for whom bone grafting failed or is unsuitable',
          'People in good general health for a longer operation',
        ],
      },
      whatItIs: [
        'Zygomatic implants are much longer than standard implants. They pass through the upper jaw and are anchored in the zygoma (the cheekbone), which is dense and strong. They are used when the upper jaw has too little bone for standard implants.',
        'Usually 2 to 4 are placed, sometimes with standard implants at the front. Together they hold a fixed set of upper teeth, and temporary teeth can often be fitted within a few days.',
      ],
      reasons: [
        'Severe bone loss after years without upper teeth',
        'Large sinuses (air spaces above the upper teeth) leaving little bone',
        'Earlier grafts or implants that did not succeed',
        'Loss of part of the upper jaw after injury or tumour surgery',
      ],
      procedure: [
        {
          heading: 'Planning',
          description:
            'A CBCT scan (a 3D X-ray) shows the cheekbones and sinuses, and your general health is checked.',
        },
        {
          heading: 'Surgery',
          description:
            'Under general anaesthesia or deep sedation, the implants are guided through the upper jaw into the cheekbone.',
        },
        {
          heading: 'Temporary teeth',
          description: 'A fixed temporary set of teeth is often fitted within a few days.',
        },
        {
          heading: 'Final teeth',
          description: 'After about 4 to 6 months of healing, the final fixed teeth are fitted.',
        },
      ],
      purpose: [
        'Give fixed upper teeth when bone is very thin',
        'Avoid or shorten bone-grafting treatment',
        'Restore chewing and support for the lips and cheeks',
      ],
      pros: [
        'Can work where standard implants cannot',
        'Often avoids the wait for bone grafts',
        'Temporary teeth often within days',
      ],
      cons: [
        'A complex operation with a longer recovery and higher cost',
        'Facial swelling and bruising, often for 1 to 2 weeks',
        'Risks include sinus infection, numbness of the cheek or lip and, rarely, injury near the eye socket',
        'A failed implant is harder to remove or replace',
      ],
      postCare: [
        'Use cold packs and sleep with your head raised',
        'Take medicines and nasal sprays as prescribed',
        'Do not blow your nose hard for about 2 weeks',
        'Eat only soft food for the weeks advised',
        'Call the clinic if bleeding does not stop, you have a fever, blurred vision, fluid from your nose when drinking, or pain or swelling that keeps increasing',
      ],
    },

    'bone-grafting': {
      name: 'Bone grafting',
      summary: 'Rebuilding jawbone so it can hold an implant.',
      cardLines: [
        'Adds bone or bone-like material where the jawbone is too thin for an implant.',
        'Your own bone grows into the graft over about 3 to 6 months.',
      ],
      whatItIs: [
        'After a tooth is lost, the jawbone around it slowly shrinks. Gum disease and injury can also destroy bone. A bone graft rebuilds it so an implant can be held firmly.',
        'The graft acts as a scaffold (framework) into which your own bone grows. Small grafts are often placed with the implant or straight after an extraction. Larger grafts are done first, and the implant follows once they heal.',
      ],
      reasons: [
        'Bone too thin or too short for an implant',
        'Bone loss after an old extraction',
        'Bone damaged by gum disease, a cyst or injury',
        'Keeping the bone in a fresh socket when an implant is planned',
      ],
      materials: [
        {
          name: 'Your own bone (autograft)',
          description:
            'Usually taken from the chin or back of the lower jaw. It heals well but needs a second surgical site.',
        },
        {
          name: 'Donor bone (allograft)',
          description: 'Human bone from a tissue bank, processed and sterilised.',
        },
        {
          name: 'Animal bone (xenograft)',
          description: 'Usually processed cow bone.',
        },
        {
          name: 'Synthetic material (alloplast)',
          description: 'Man-made bone substitutes such as calcium phosphate.',
        },
      ],
      procedure: [
        {
          heading: 'Assessment',
          description: 'X-rays or a 3D scan show how much bone is missing.',
        },
        {
          heading: 'Numbing',
          description: 'The area is numbed with local anaesthetic.',
        },
        {
          heading: 'Placing the graft',
          description:
            'The gum is opened and the graft is placed, usually under a thin protective sheet (membrane).',
        },
        {
          heading: 'Closing and healing',
          description:
            'The gum is stitched. The graft heals over about 3 to 6 months, or longer for large grafts.',
        },
      ],
      purpose: [
        'Create enough bone to hold an implant',
        'Place the implant in the right position',
        'Support the gum and the shape of the face',
      ],
      pros: [
        'Makes implants possible for many people with thin bone',
        'A well-established treatment with several material options',
        'Small grafts can be done at the same visit as the implant',
      ],
      cons: [
        'Adds months before the implant can be placed',
        'Adds cost and an extra procedure',
        'More swelling if bone is taken from your own jaw',
        'The graft can become infected or fail and need repeating',
      ],
      postCare: [
        'Do not press on the area or pull your lip to look at it',
        'Use cold packs on the first day and take medicines as advised',
        'Eat soft food and chew on the other side',
        'Do not smoke, as it greatly raises the risk of graft failure',
        'Call the clinic if bleeding does not stop, you have a fever, the wound opens, or pain or swelling becomes severe or keeps increasing',
      ],
    },

    'sinus-lift': {
      name: 'Sinus lift',
      summary: 'Adding bone below the sinus for upper back implants.',
      cardLines: [
        'Raises the sinus floor and adds bone beneath it for implants in the upper back jaw.',
        'It is done under local anaesthetic.',
      ],
      note: 'An active sinus infection must be treated first, so mention any sinus problems.',
      whatItIs: [
        'The maxillary sinuses are air spaces in the cheeks, just above the upper back teeth. After these teeth are lost, the bone below the sinus often becomes too thin to hold an implant.',
        'A sinus lift (sinus augmentation) gently raises the thin lining of the sinus floor and places bone graft material in the space created. Over several months this becomes bone.',
      ],
      reasons: [
        'Missing upper back teeth, where an implant is planned',
        'Too little bone height below the sinus',
        'Bone loss after years without teeth',
        'A large sinus close to the gum',
      ],
      types: [
        {
          name: 'Lateral window (open) sinus lift',
          description:
            'The sinus is reached through a small opening in the side of the bone. It is used when much bone is needed.',
        },
        {
          name: 'Crestal (closed) sinus lift',
          description:
            'The sinus floor is lifted through the implant hole, and the implant is usually placed at the same time.',
        },
      ],
      procedure: [
        {
          heading: 'Scan',
          description: 'A CBCT scan (a 3D X-ray) measures the bone and checks the sinus.',
        },
        {
          heading: 'Numbing',
          description: 'The area is numbed with local anaesthetic.',
        },
        {
          heading: 'Lifting and grafting',
          description: 'The sinus lining is gently raised and graft material is placed beneath it.',
        },
        {
          heading: 'Healing',
          description: 'The gum is stitched. The graft matures over about 4 to 9 months.',
        },
      ],
      purpose: [
        'Create bone height for upper back implants',
        'Allow implants to be placed safely below the sinus',
        'Replace missing back teeth with fixed teeth',
      ],
      pros: [
        'Makes implants possible where bone is thin',
        'Done under local anaesthetic',
        'The crestal method often needs only one visit with the implant',
      ],
      cons: [
        'Adds months of healing',
        'Swelling, bruising and a blocked nose for a few days',
        'The sinus lining can tear, which may delay the graft',
        'Risk of sinus infection and, rarely, loss of the graft',
      ],
      postCare: [
        'Do not blow your nose hard for about 2 weeks, and sneeze with your mouth open',
        'Avoid straws, smoking, swimming and flying for the time advised',
        'Take medicines exactly as prescribed',
        'Slight nose bleeding in the first days can be normal',
        'Call the clinic if bleeding does not stop, you have a fever, a bad taste or smell, fluid from your nose when drinking, or pain or swelling that keeps increasing',
      ],
    },

    'tooth-extraction': {
      name: 'Tooth extraction',
      summary: 'Removing a tooth that cannot be saved.',
      cardLines: [
        'Removes a tooth that is badly damaged, infected or loose.',
        'Local anaesthetic numbs the area, so you usually feel only pressure.',
      ],
      note: 'If you take blood thinners, do not stop them yourself. Ask the clinician first.',
      secondary: {
        heading: 'Who may need extra care',
        points: [
          'People who take, or have taken, bone medicines for osteoporosis or cancer, such as bisphosphonates (tablets or drips) or denosumab injections',
          'People who have had radiotherapy to the head and neck',
          'In these people a socket can heal poorly, and an area of jawbone may be left exposed and die (osteonecrosis of the jaw). This is uncommon, but tell the clinician about these treatments, so the extraction can be planned with extra care',
        ],
      },
      whatItIs: [
        'A tooth extraction is the removal of a tooth from its socket in the jawbone. It is advised when a tooth cannot be saved with a filling, root canal treatment or a crown.',
        'Afterwards a blood clot forms in the socket. The clot protects the bone and starts healing, so it must be protected in the first days.',
      ],
      reasons: [
        'Decay or a break too large to repair',
        'Severe infection that root canal treatment cannot treat',
        'A tooth loosened by advanced gum disease',
        'Crowding before braces, or baby teeth blocking adult teeth',
      ],
      types: [
        {
          name: 'Simple extraction',
          description: 'For a visible tooth, loosened with an instrument and lifted out.',
        },
        {
          name: 'Surgical extraction',
          description:
            'For a broken or hidden tooth. The gum is opened, and the tooth may be removed in pieces.',
        },
      ],
      procedure: [
        {
          heading: 'Assessment',
          description:
            'The tooth is examined and X-rayed, and your health and medicines are reviewed.',
        },
        {
          heading: 'Numbing',
          description: 'Local anaesthetic numbs the tooth and gum.',
        },
        {
          heading: 'Removal',
          description: 'The tooth is gently loosened and removed. Stitches are placed if needed.',
        },
        {
          heading: 'Clot forming',
          description: 'You bite on gauze for about 30 to 45 minutes so a clot can form.',
        },
      ],
      purpose: [
        'Remove a source of pain or infection',
        'Protect nearby teeth, gums and bone',
        'Make space for braces or a denture',
      ],
      pros: [
        'Quickly relieves pain from a badly damaged tooth',
        'Removes a source of infection',
        'Usually a short recovery',
      ],
      cons: [
        'The gap may need an implant, bridge or denture later',
        'Soreness and swelling for a few days',
        'Dry socket, when the clot is lost, can cause strong pain',
        'Rarely, infection or numbness if a nerve is close',
      ],
      postCare: [
        'For 24 hours do not rinse, spit, use a straw, smoke or drink alcohol',
        'Eat soft food and chew on the other side',
        'From the next day, rinse gently with warm salt water after meals',
        'Take pain relief as advised',
        'Call the clinic if bleeding does not stop, you have a fever, or pain or swelling becomes severe or worsens after 2 to 3 days',
      ],
    },

    'wisdom-teeth': {
      name: 'Wisdom teeth removal',
      summary: 'Removing wisdom teeth that cause pain or infection.',
      cardLines: [
        'Wisdom teeth usually come through between the ages of 17 and 25.',
        'When stuck and causing problems, they can be removed under local anaesthetic.',
      ],
      secondary: {
        heading: 'Signs to get them checked',
        points: [
          'Pain or swelling at the back of the mouth',
          'A bad taste, smell or pus near a back tooth',
          'Difficulty opening the mouth',
        ],
      },
      whatItIs: [
        'Wisdom teeth are the third molars, the last teeth at the back of each jaw. Often there is too little space, so they grow at an angle or stay partly under the gum or bone. These are impacted wisdom teeth.',
        'A healthy wisdom tooth that is easy to clean can usually stay. Removal is advised when it causes repeated infection, decay, a cyst or damage to the tooth in front.',
      ],
      reasons: [
        'Repeated gum infection over the tooth (pericoronitis)',
        'Decay that cannot be treated',
        'Damage to the neighbouring tooth',
        'A cyst (fluid-filled sac) around the tooth',
      ],
      types: [
        {
          name: 'Soft tissue impaction',
          description: 'The tooth is covered by gum. A small cut in the gum is needed.',
        },
        {
          name: 'Bony impaction',
          description:
            'The tooth is partly or fully in the bone, often angled or lying on its side. Some bone is removed.',
        },
      ],
      procedure: [
        {
          heading: 'X-ray',
          description:
            'An X-ray shows the tooth and how close it is to the nerve in the lower jaw. Your health and medicines are reviewed too. Tell the surgeon if you take or have taken bisphosphonates or denosumab, or have had radiotherapy to the head and neck: the jawbone may then heal poorly (osteonecrosis of the jaw).',
        },
        {
          heading: 'Numbing',
          description:
            'Local anaesthetic numbs the area. Sedation may be considered for difficult cases.',
        },
        {
          heading: 'Removal',
          description:
            'The tooth is removed, sometimes in pieces. This usually takes about 20 to 60 minutes.',
        },
        {
          heading: 'Stitches',
          description: 'Stitches dissolve or are removed after about 7 to 10 days.',
        },
      ],
      purpose: [
        'Stop repeated pain and infection',
        'Protect the neighbouring tooth',
        'Remove or prevent a cyst',
      ],
      pros: [
        'Ends repeated infections from the tooth',
        'Makes the back of the mouth easier to clean',
        'Recovery is usually quicker in younger adults',
      ],
      cons: [
        'Swelling and jaw stiffness, worst on day 2 or 3',
        'Dry socket, a painful loss of the blood clot',
        'Numbness of the lip, chin or tongue; usually temporary, rarely long-lasting',
        'Often 2 to 3 days off work or study',
      ],
      postCare: [
        'Use cold packs on the cheek for the first 24 hours',
        'Take medicines exactly as prescribed',
        'For 24 hours do not rinse, spit, smoke or use a straw',
        'Eat soft food for a few days',
        'Call the clinic if bleeding does not stop, you have a fever or pus, swallowing is hard, numbness does not wear off, or pain or swelling keeps increasing after day 3',
      ],
    },

    'minor-oral-surgery': {
      name: 'Minor oral surgery',
      summary: 'Small procedures on the gums, soft tissues and jaw.',
      cardLines: [
        'Small procedures such as biopsies, frenectomy and removal of small cysts.',
        'Most take about 15 to 60 minutes under local anaesthetic.',
      ],
      whatItIs: [
        'Minor oral surgery means small procedures on the gums, lips, tongue, cheeks and jawbone. Most are done in the clinic under local anaesthetic, and you go home the same day.',
        'They are used to diagnose a lump or patch, remove small growths or cysts, and prepare the mouth for braces or dentures.',
      ],
      reasons: [
        'A lump, ulcer or patch that has not healed within 2 weeks',
        'A tight band of tissue under the tongue or lip',
        'A small fluid-filled swelling on the lip or cheek',
        'Infection at a root tip that continues after root canal treatment',
      ],
      types: [
        {
          name: 'Biopsy',
          description: 'A small piece of tissue is removed and tested in a laboratory.',
        },
        {
          name: 'Frenectomy',
          description:
            'A tight frenum (a fold of tissue under the tongue or inside the lip) is released.',
        },
        {
          name: 'Cyst and growth removal',
          description:
            'Small cysts, harmless lumps or mucoceles (fluid-filled swellings) are removed.',
        },
        {
          name: 'Apicectomy',
          description: 'The tip of an infected root is removed and the root end is sealed.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description: 'The area is examined, and the procedure and its risks are explained.',
        },
        {
          heading: 'Numbing',
          description: 'Local anaesthetic numbs the area.',
        },
        {
          heading: 'The procedure',
          description: 'The planned procedure is done and the area is stitched if needed.',
        },
        {
          heading: 'Review',
          description:
            'Biopsy results are usually ready in about 1 to 2 weeks and discussed with you.',
        },
      ],
      purpose: [
        'Diagnose a lump, patch or sore',
        'Remove tissue that causes problems',
        'Prepare the mouth for other treatment',
      ],
      pros: [
        'Usually no hospital stay',
        'A biopsy gives a clear diagnosis',
        'Healing is often within 1 to 2 weeks',
      ],
      cons: [
        'Swelling and soreness for a few days',
        'Some cysts or mucoceles come back',
        'Rarely, infection or numbness',
        'A biopsy may show that more treatment is needed',
      ],
      postCare: [
        'Avoid hot food and drinks until numbness wears off',
        'Eat soft, non-spicy food for a few days',
        'From the next day, rinse gently with warm salt water',
        'Do not smoke while the area heals',
        'Call the clinic if bleeding does not stop, you have a fever, or pain or swelling becomes severe or keeps increasing',
      ],
    },
  },
};

export default implantsAndOralSurgery;

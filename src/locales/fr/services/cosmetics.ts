import type { CategoryText } from '../../../content/types';

const cosmetics: CategoryText<'cosmetics'> = {
  title: 'Esthétique',
  description:
    'Des soins esthétiques du visage, des injections contre les rides et la perte de volume aux petites interventions sur les joues, les oreilles, les paupières, les sourcils et le nez.',
  intro: [
    'Les soins esthétiques modifient l’apparence d’une partie du visage. Certains reposent sur des injections et ne nécessitent aucune incision. D’autres sont de véritables opérations, réalisées sous anesthésie locale ou générale. Certaines, comme la chirurgie des paupières ou du nez, peuvent aussi aider en cas de gêne fonctionnelle, par exemple un champ de vision réduit ou une respiration difficile.',
    'Chaque visage est différent, et les résultats varient d’une personne à l’autre. Lors de la consultation, le praticien écoute ce que vous souhaitez changer, vous examine et vous explique les options possibles, leurs limites et leurs risques. Si un traitement ne vous convient pas, on vous le dira honnêtement. Vous n’avez pas à vous décider le jour même.',
  ],
  points: [
    'Une consultation et un examen ont toujours lieu avant de planifier un traitement.',
    'L’objectif est un résultat naturel, adapté à votre visage, et non un changement spectaculaire.',
    'L’effet des injections s’estompe : des séances régulières sont nécessaires pour le maintenir.',
    'La chirurgie demande un temps de récupération, laisse une cicatrice (souvent bien dissimulée) et comporte certains risques.',
    'Les résultats varient d’une personne à l’autre ; il est important d’avoir des attentes réalistes.',
  ],
  groups: {},
  treatments: {
    botox: {
      name: 'Toxine botulique (Botox)',
      summary: 'De petites injections qui atténuent les rides liées aux expressions du visage.',
      cardLines: [
        'Détend les muscles responsables de la ride du lion, des rides du front et des pattes-d’oie.',
        'Les injections durent environ 10 à 15 minutes ; le résultat apparaît en 1 à 2 semaines.',
        'L’effet dure environ 3 à 6 mois, puis s’estompe si le traitement n’est pas renouvelé.',
      ],
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Les femmes enceintes ou qui allaitent.',
          'Les personnes atteintes de certaines maladies des nerfs ou des muscles, comme la myasthénie (une maladie qui provoque une faiblesse musculaire).',
          'Les personnes qui ont une infection ou un problème de peau à l’endroit des injections.',
          'Les personnes qui ont déjà mal réagi à la toxine botulique.',
        ],
      },
      whatItIs: [
        'La toxine botulique est une protéine purifiée ; Botox est l’une de ses marques les plus connues. De très petites quantités sont injectées dans certains muscles du visage. Elle bloque le signal nerveux qui fait se contracter le muscle, qui se relâche alors pendant un certain temps.',
        'Les rides qui apparaissent lorsque vous froncez les sourcils, les levez ou souriez sont appelées rides d’expression (rides dues au mouvement). Elles s’atténuent quand le muscle se relâche. Les rides profondes, visibles même lorsque le visage est immobile, s’améliorent souvent moins. L’effet est temporaire : au bout d’environ 3 à 6 mois, le muscle retrouve son activité et les rides réapparaissent progressivement.',
      ],
      reasons: [
        'Ride du lion, entre les sourcils.',
        'Rides horizontales du front.',
        'Pattes-d’oie (ridules au coin externe des yeux).',
        'Adultes qui souhaitent un visage plus détendu sans chirurgie.',
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vous interroge sur votre santé et vos médicaments, observe les mouvements de votre visage et vous explique à quoi vous attendre.',
        },
        {
          heading: 'Préparation',
          description: 'Votre peau est nettoyée et les points d’injection peuvent être marqués.',
        },
        {
          heading: 'Séance d’injections',
          description:
            'De très petites quantités sont injectées avec une aiguille fine. Cela prend environ 10 à 15 minutes. La gêne est généralement légère et brève.',
        },
        {
          heading: 'Contrôle',
          description:
            'Le résultat apparaît en 1 à 2 semaines. Un contrôle vers 2 semaines permet de petites retouches si nécessaire.',
        },
      ],
      purpose: [
        'Atténuer les rides dues aux expressions répétées du visage.',
        'Donner un air plus reposé tout en conservant des mouvements naturels.',
        'Proposer une solution non chirurgicale, qui interrompt peu vos activités.',
      ],
      pros: [
        'Traitement rapide, sans incision ni points de suture.',
        'La plupart des personnes reprennent leurs activités habituelles le jour même.',
        'L’effet s’estompe : le traitement peut donc être modifié ou arrêté.',
      ],
      cons: [
        'Le résultat est temporaire ; les séances répétées augmentent le coût au fil du temps.',
        'Bleus, sensibilité ou maux de tête pendant quelques jours.',
        'Parfois, une paupière ou un sourcil tombant, ou un aspect asymétrique, pendant quelques semaines, jusqu’à ce que l’effet s’estompe.',
        'Rarement, une réaction allergique ou une diffusion de l’effet aux muscles voisins.',
      ],
      postCare: [
        'Restez en position verticale pendant environ 4 heures après les injections.',
        'Ne frottez pas et ne massez pas la zone traitée pendant le reste de la journée.',
        'Évitez le sport intense, le sauna et les endroits très chauds pendant environ 24 heures.',
        'Attendez 1 à 2 semaines avant de juger le résultat.',
        'Contactez immédiatement la clinique en cas de difficulté à avaler, à parler ou à respirer, de trouble de la vision, de paupière nettement tombante, ou de rougeur et de gonflement qui s’étendent.',
      ],
    },

    'dermal-fillers': {
      name: 'Injections de comblement',
      summary:
        'Des injections de gel d’acide hyaluronique qui redonnent du volume et atténuent les plis.',
      cardLines: [
        'Un gel souple est injecté pour donner du volume aux lèvres, aux pommettes ou aux plis.',
        'Le résultat dure d’environ 6 mois à 2 ans selon le produit et la zone.',
        'Les produits à base d’acide hyaluronique peuvent généralement être dissous si besoin ; les autres types de produits, non.',
      ],
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Les femmes enceintes ou qui allaitent.',
          'Les personnes ayant une infection, un bouton de fièvre (herpès) ou un autre problème de peau dans la zone à traiter.',
          'Les personnes atteintes d’une maladie auto-immune, comme le lupus : le médecin vous dira si une injection est raisonnable.',
          'Les personnes sous anticoagulants ou antiagrégants plaquettaires, car le risque de bleus est plus élevé. N’arrêtez aucun médicament sans l’avis du médecin qui l’a prescrit.',
        ],
      },
      whatItIs: [
        'Les produits de comblement sont des gels injectés sous la peau. La plupart sont à base d’acide hyaluronique, une substance naturellement présente dans la peau qui l’aide à retenir l’eau. Avec l’âge, le visage perd du volume : les pommettes peuvent paraître plus plates et les plis plus marqués. Les injections de comblement restaurent une partie de ce volume et peuvent redessiner les lèvres ou le menton.',
        'L’organisme dégrade lentement le gel. Le résultat dure d’environ 6 mois à 2 ans selon le produit et la zone ; dans les zones très mobiles, comme les lèvres, l’effet s’estompe plus vite. Si nécessaire, une enzyme appelée hyaluronidase peut dissoudre le gel. Les produits faits d’autres matières, comme l’hydroxyapatite de calcium ou l’acide poly-L-lactique, ne peuvent pas être dissous ainsi : leur effet ne peut donc pas être annulé rapidement.',
      ],
      reasons: [
        'Plis profonds entre le nez et les coins de la bouche (sillons nasogéniens).',
        'Rides qui descendent des coins de la bouche vers le menton (plis d’amertume).',
        'Lèvres fines ou asymétriques.',
        'Pommettes plates ou creux sous les yeux.',
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vérifie votre état de santé, examine votre visage et décide avec vous des zones à traiter.',
        },
        {
          heading: 'Préparation',
          description:
            'La peau est nettoyée et une crème anesthésiante peut être appliquée. De nombreux produits de comblement contiennent aussi un anesthésiant local.',
        },
        {
          heading: 'Injection du gel',
          description:
            'Le gel est injecté lentement avec une aiguille fine ou un petit tube fin à bout arrondi appelé canule. Cela prend généralement 15 à 45 minutes.',
        },
        {
          heading: 'Contrôle',
          description:
            'Un contrôle après environ 2 semaines, une fois le gonflement résorbé, permet de vérifier le résultat et de faire une petite retouche si nécessaire.',
        },
      ],
      purpose: [
        'Restaurer le volume perdu du visage.',
        'Atténuer les plis et les creux marqués.',
        'Redessiner ou harmoniser certains traits, comme les lèvres ou le menton.',
      ],
      pros: [
        'Le changement est visible immédiatement.',
        'Aucune incision, et la plupart des personnes reprennent rapidement leurs activités habituelles.',
        'Le gel d’acide hyaluronique peut généralement être dissous en cas de problème (les autres produits, non).',
      ],
      cons: [
        'Gonflement, bleus et sensibilité pendant quelques jours, surtout au niveau des lèvres.',
        'Petites boules ou irrégularités, qui peuvent nécessiter un massage, un complément de produit ou une dissolution.',
        'L’effet s’estompe ; les traitements répétés augmentent le coût au fil du temps.',
        'Rarement, le produit bouche un vaisseau sanguin. Cela peut abîmer la peau et, très rarement, atteindre la vision ; un traitement urgent est alors nécessaire.',
        'Sous les yeux, la peau est fine et proche de nombreux vaisseaux : c’est une zone à risque plus élevé de boules, de gonflement prolongé et d’obstruction d’un vaisseau. Le médecin vous dira si elle vous convient.',
      ],
      postCare: [
        'Appliquez doucement une poche de froid propre, par courtes périodes, pour limiter le gonflement.',
        'Évitez d’appuyer sur la zone ou de la masser, sauf indication contraire.',
        'Évitez le sport intense, le sauna et l’alcool pendant environ 24 à 48 heures.',
        'La première nuit, dormez la tête légèrement surélevée.',
        'Contactez immédiatement la clinique en cas de douleur forte ou croissante, de peau qui devient pâle, bleutée ou marbrée, de trouble de la vision, de fièvre ou de rougeur qui s’étend.',
      ],
    },

    'wrinkle-treatment': {
      name: 'Traitement des rides',
      summary:
        'Un aperçu des solutions pour atténuer les rides et prendre soin d’une peau qui vieillit.',
      cardLines: [
        'Les options comprennent les injections, les peelings chimiques, le micro-aiguillage et les soins de peau quotidiens.',
        'La protection solaire est la base de tout programme de soins.',
        'Le programme est établi en fonction de votre peau, de vos rides et de vos objectifs.',
      ],
      whatItIs: [
        'Les rides apparaissent avec l’âge, car la peau produit moins de collagène (une protéine qui maintient la fermeté de la peau) et devient plus fine et plus sèche. Le soleil, le tabac et les expressions répétées du visage les accentuent. Les rides d’expression apparaissent quand le visage bouge ; les rides statiques restent visibles même lorsque le visage est immobile.',
        'Aucun traitement ne convient à toutes les rides, et l’association de plusieurs traitements est souvent plus efficace qu’un seul. Les traitements peuvent atténuer les rides et améliorer la qualité de la peau, mais ils n’arrêtent pas le vieillissement.',
      ],
      reasons: [
        'Ridules autour des yeux, sur le front ou autour de la bouche.',
        'Plis plus profonds ou perte de volume des joues.',
        'Peau rugueuse, terne ou abîmée par le soleil.',
        'Personnes qui préfèrent une approche sans chirurgie.',
      ],
      types: [
        {
          name: 'Traitements injectables',
          description:
            'La toxine botulique détend les muscles responsables des rides d’expression. Les produits de comblement redonnent du volume aux plis plus profonds.',
        },
        {
          name: 'Peelings chimiques',
          description:
            'Une solution élimine la couche superficielle de la peau, qui devient plus lisse et plus uniforme. Plusieurs séances peuvent être nécessaires.',
        },
        {
          name: 'Micro-aiguillage',
          description:
            'De très fines aiguilles créent de minuscules lésions contrôlées qui stimulent la production de nouveau collagène par la peau.',
        },
        {
          name: 'Soins de la peau',
          description:
            'Les crèmes aux rétinoïdes (des actifs dérivés de la vitamine A) et les crèmes hydratantes peuvent atténuer les ridules en quelques mois.',
        },
        {
          name: 'Protection solaire',
          description:
            'Une crème solaire quotidienne, l’ombre et un chapeau limitent les dommages supplémentaires.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vous interroge sur votre peau, votre santé et ce qui vous gêne le plus.',
        },
        {
          heading: 'Bilan de la peau',
          description:
            'Votre type de peau, la nature et la profondeur des rides ainsi que d’éventuels dommages dus au soleil sont examinés.',
        },
        {
          heading: 'Plan de traitement',
          description:
            'Les options, le nombre de séances, la récupération et les coûts vous sont expliqués.',
        },
        {
          heading: 'Traitement et suivi',
          description:
            'Les traitements sont réalisés en une ou plusieurs séances, à quelques semaines d’intervalle. Votre peau est réévaluée et le programme ajusté.',
        },
      ],
      purpose: [
        'Atténuer les rides et les plis visibles.',
        'Améliorer la texture et l’éclat de la peau.',
        'Protéger la peau contre de nouveaux dommages dus au soleil.',
      ],
      pros: [
        'Un large choix d’options, avec peu ou pas d’arrêt de travail.',
        'Le programme peut être adapté à votre peau et à votre budget.',
        'Les soins de la peau et la protection solaire sont bénéfiques pour presque tout le monde.',
      ],
      cons: [
        'Les résultats sont progressifs et varient d’une personne à l’autre.',
        'La plupart des traitements nécessitent des séances répétées ou des soins réguliers.',
        'Rougeurs, desquamation ou sensibilité peuvent suivre les peelings, le micro-aiguillage et certaines crèmes.',
        'Sur les peaux foncées, certains traitements peuvent provoquer des taches plus foncées ou plus claires.',
      ],
      postCare: [
        'Appliquez chaque jour une crème solaire à large spectre, même par temps nuageux.',
        'Utilisez des nettoyants doux et des crèmes hydratantes pendant que la peau récupère.',
        'N’arrachez pas les peaux qui pèlent ; laissez-les tomber d’elles-mêmes.',
        'Évitez de fumer, car le tabac accélère le vieillissement de la peau.',
        'Contactez la clinique en cas de cloques, de rougeur intense, de suintement, de fièvre ou de gonflement qui continue d’augmenter.',
      ],
    },

    'scar-revision': {
      name: 'Révision de cicatrice',
      summary: 'Des traitements pour rendre une cicatrice moins visible.',
      cardLines: [
        'Améliore l’aspect d’une cicatrice ou la gêne qu’elle provoque ; elle ne peut pas être effacée complètement.',
        'Les options vont des injections et des soins de la peau à la petite chirurgie.',
      ],
      note: 'Une cicatrice continue d’évoluer pendant 12 à 18 mois ; la chirurgie est donc généralement repoussée jusqu’à ce que la cicatrice soit mature.',
      whatItIs: [
        'Une cicatrice se forme chaque fois que la peau guérit après une blessure, une opération, une brûlure ou de l’acné. Certaines cicatrices guérissent plates et pâles ; d’autres deviennent épaisses, larges, creusées, foncées ou rétractées.',
        'La révision de cicatrice vise à obtenir une cicatrice plus plate, plus fine, d’une couleur plus proche de la peau voisine, ou placée dans un pli naturel de la peau. Une cicatrice ne peut pas être effacée complètement : elle est remplacée par une cicatrice moins visible.',
      ],
      reasons: [
        'Cicatrices larges ou irrégulières après une blessure ou une opération.',
        'Cicatrices en relief, y compris les chéloïdes (cicatrices épaisses qui débordent de la plaie initiale).',
        'Cicatrices en creux, par exemple dues à l’acné ou à la varicelle.',
        'Cicatrices rétractées qui tirent sur la peau voisine.',
      ],
      types: [
        {
          name: 'Révision chirurgicale',
          description:
            'L’ancienne cicatrice est retirée puis refermée soigneusement avec des points fins, parfois en modifiant son orientation pour qu’elle suive un pli de la peau.',
        },
        {
          name: 'Injections de corticoïdes',
          description:
            'Un médicament corticoïde aplatit et assouplit les cicatrices en relief ou chéloïdes, en plusieurs séances.',
        },
        {
          name: 'Resurfaçage de la peau',
          description:
            'Les peelings chimiques et le micro-aiguillage peuvent lisser les cicatrices d’acné, en plusieurs séances.',
        },
        {
          name: 'Silicone et compression',
          description:
            'Les gels ou plaques de silicone aident les cicatrices en relief à s’aplanir.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'Le praticien examine la cicatrice, vous demande si vous avez déjà eu des chéloïdes et vous explique les options.',
        },
        {
          heading: 'Traitement',
          description:
            'La plupart des traitements se font sous anesthésie locale. Les injections prennent quelques minutes ; une révision chirurgicale dure généralement 30 à 90 minutes.',
        },
        {
          heading: 'Retrait des points',
          description:
            'Après une intervention sur le visage, les points sont généralement retirés au bout de 5 à 7 jours.',
        },
        {
          heading: 'Suivi',
          description:
            'La cicatrice est surveillée pendant plusieurs mois, et d’autres séances peuvent être conseillées.',
        },
      ],
      purpose: [
        'Rendre une cicatrice plus plate, plus fine ou moins visible.',
        'Soulager la sensation de tiraillement.',
        'Vous aider à vous sentir plus à l’aise avec votre apparence.',
      ],
      pros: [
        'De nombreuses cicatrices peuvent être améliorées, même des années après leur formation.',
        'La plupart des traitements nécessitent peu d’arrêt.',
        'Les traitements peuvent être associés selon le type de cicatrice.',
      ],
      cons: [
        'Une cicatrice peut être améliorée, mais jamais complètement effacée.',
        'Les résultats mettent des mois à apparaître et varient d’une personne à l’autre.',
        'Les chéloïdes peuvent réapparaître après le traitement.',
        'Les injections de corticoïdes peuvent amincir ou éclaircir la peau ; la chirurgie comporte un faible risque d’infection et de mauvaise cicatrisation.',
      ],
      postCare: [
        'Gardez la plaie propre et sèche jusqu’au retrait des points.',
        'Une fois la plaie guérie, utilisez un gel ou des plaques de silicone si cela vous a été conseillé.',
        'Protégez la cicatrice du soleil pendant au moins un an.',
        'Ne massez la cicatrice guérie que lorsque le praticien vous le dit.',
        'Contactez la clinique en cas de saignement qui ne s’arrête pas, de douleur ou de gonflement qui augmente, de pus ou de fièvre.',
      ],
    },

    dimpleplasty: {
      name: 'Création de fossettes (dimpleplastie)',
      summary: 'Une petite intervention pour créer des fossettes sur les joues.',
      cardLines: [
        'Crée une fossette par une petite incision à l’intérieur de la bouche, sans cicatrice sur la peau.',
        'Réalisée sous anesthésie locale ; l’intervention dure environ 30 minutes.',
      ],
      secondary: {
        heading: 'À savoir avant de vous décider',
        points: [
          'Au début, la fossette est souvent visible même quand le visage est au repos.',
          'En quelques semaines, elle s’atténue généralement et n’apparaît plus surtout qu’au sourire.',
          'Avec le temps, une fossette peut devenir moins profonde ou s’effacer.',
          'Les deux côtés peuvent ne pas être tout à fait identiques.',
        ],
      },
      whatItIs: [
        'Les fossettes naturelles se forment là où une bande de tissu relie le muscle de la joue à la peau qui le recouvre. La dimpleplastie crée volontairement ce lien.',
        'Elle est réalisée sous anesthésie locale, par l’intérieur de la bouche. Une petite quantité de tissu est retirée de la face interne de la joue, et un point résorbable relie la face profonde de la peau au muscle. Quand vous souriez, la peau est tirée vers l’intérieur et une fossette apparaît. L’intervention dure environ 30 minutes et vous rentrez chez vous le jour même.',
      ],
      reasons: [
        'Adultes qui aimeraient avoir des fossettes quand ils sourient.',
        'Personnes ayant une fossette naturelle d’un seul côté et qui en souhaitent une identique de l’autre.',
        'Personnes qui souhaitent un petit changement, sans cicatrice sur le visage.',
        'Personnes en bonne santé générale et bucco-dentaire.',
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vérifie votre état de santé et votre bouche, et discute avec vous de la taille et de l’emplacement de la fossette.',
        },
        {
          heading: 'Marquage',
          description: 'Vous souriez pendant que l’emplacement est marqué sur votre joue.',
        },
        {
          heading: 'Anesthésie locale',
          description:
            'L’intérieur de la joue est anesthésié. Vous ne dormez pas pendant l’intervention ; la gêne est généralement légère.',
        },
        {
          heading: 'Création de la fossette',
          description:
            'Une petite incision est faite à l’intérieur de la bouche, un peu de tissu est retiré et un point relie la peau au muscle. Cela prend environ 30 minutes.',
        },
        {
          heading: 'Contrôle',
          description:
            'Un contrôle au bout d’environ une semaine permet de vérifier que la joue cicatrise bien.',
        },
      ],
      purpose: [
        'Créer une fossette visible quand vous souriez.',
        'Reproduire une fossette naturelle de l’autre côté.',
        'Apporter un petit changement à l’apparence du visage.',
      ],
      pros: [
        'Aucune cicatrice sur la peau du visage.',
        'Une courte intervention sous anesthésie locale.',
        'La plupart des personnes reprennent leurs activités habituelles en quelques jours.',
      ],
      cons: [
        'Gonflement et sensation de tension dans la joue pendant quelques jours, parfois plus.',
        'La fossette peut être trop profonde, trop peu marquée, asymétrique, ou s’effacer avec le temps.',
        'Une infection à l’intérieur de la joue est possible.',
        'Rarement, une lésion du canal salivaire ou d’une petite branche nerveuse de la joue.',
      ],
      postCare: [
        'Mangez des aliments mous et froids les premiers jours et mâchez doucement.',
        'Rincez-vous la bouche avec le bain de bouche prescrit ou de l’eau salée après les repas.',
        'Brossez-vous les dents avec précaution en évitant le point ; il se résorbe généralement tout seul.',
        'Ne fumez pas, et évitez d’appuyer sur vos joues ou de les masser.',
        'Contactez la clinique en cas de saignement qui ne s’arrête pas, de fièvre, de pus, ou de douleur ou de gonflement intense ou croissant.',
      ],
    },

    lobuloplasty: {
      name: 'Réparation du lobe de l’oreille (lobuloplastie)',
      summary: 'Réparation des lobes d’oreille déchirés, fendus ou distendus.',
      cardLines: [
        'Répare les lobes déchirés ou distendus par des boucles d’oreilles lourdes, une blessure ou des écarteurs.',
        'Une courte intervention sous anesthésie locale ; les points sont retirés au bout de 7 à 10 jours.',
      ],
      note: 'Le lobe peut généralement être percé de nouveau une fois cicatrisé, souvent au bout de 6 à 8 semaines environ.',
      whatItIs: [
        'Les lobes d’oreille peuvent se déchirer ou se distendre après des années de port de boucles d’oreilles lourdes, lorsqu’un bijou est tiré ou s’accroche, ou après le port d’écarteurs (des bijoux qui élargissent volontairement le trou). La lobuloplastie est une petite opération qui permet de les réparer.',
        'Sous anesthésie locale, les bords de la déchirure sont recoupés jusqu’à obtenir un tissu sain, puis le lobe est remodelé et suturé. Les points sont retirés au bout de 7 à 10 jours. Il reste une fine cicatrice, qui s’estompe généralement avec le temps.',
      ],
      reasons: [
        'Un lobe complètement fendu.',
        'Un trou de perçage distendu en une longue fente.',
        'Des lobes élargis par des écarteurs.',
        'Le souhait de porter de nouveau des boucles d’oreilles confortablement.',
      ],
      types: [
        {
          name: 'Réparation d’une déchirure complète',
          description:
            'Les deux parties du lobe fendu sont recoupées et suturées, souvent avec un petit tracé en zigzag pour limiter la formation d’une encoche.',
        },
        {
          name: 'Réparation d’un trou distendu',
          description:
            'Le trou allongé est refermé pour que le lobe retrouve une forme plus habituelle.',
        },
        {
          name: 'Réparation après écarteurs',
          description:
            'La peau distendue est retirée et le lobe est reconstruit, ce qui peut être plus complexe.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien examine le lobe et vous demande si vous avez déjà eu des chéloïdes (cicatrices épaisses en relief).',
        },
        {
          heading: 'Anesthésie locale',
          description:
            'Le lobe est anesthésié par une petite injection. La gêne est généralement légère.',
        },
        {
          heading: 'Réparation',
          description:
            'Les bords sont recoupés et suturés plan par plan. Une oreille prend généralement environ 30 à 45 minutes.',
        },
        {
          heading: 'Retrait des points',
          description: 'Les points sont retirés au bout de 7 à 10 jours.',
        },
        {
          heading: 'Nouveau perçage',
          description:
            'Une fois la cicatrisation terminée, le praticien vous indique quand et où percer de nouveau, légèrement à côté de la cicatrice.',
        },
      ],
      purpose: [
        'Rendre sa forme à un lobe déchiré ou distendu.',
        'Permettre de porter de nouveau des boucles d’oreilles.',
        'Améliorer l’aspect de l’oreille.',
      ],
      pros: [
        'Une courte intervention sous anesthésie locale.',
        'La plupart des personnes reprennent le travail dès le lendemain.',
        'La cicatrice est petite et s’estompe généralement.',
      ],
      cons: [
        'Une petite encoche ou un bord irrégulier peut persister.',
        'Des chéloïdes peuvent se former, surtout chez les personnes qui en ont déjà eu.',
        'Infection, ou gonflement et sensibilité pendant quelques jours.',
        'Le lobe peut se déchirer de nouveau si vous portez des boucles d’oreilles lourdes.',
      ],
      postCare: [
        'Gardez la zone propre et sèche, et appliquez la pommade comme indiqué.',
        'Essayez de ne pas dormir du côté opéré.',
        'Ne portez pas de boucles d’oreilles avant que le praticien vous dise que le lobe est prêt.',
        'Par la suite, choisissez des boucles d’oreilles plus légères ou soutenez les modèles lourds.',
        'Contactez la clinique en cas de saignement qui ne s’arrête pas, de douleur ou de gonflement qui augmente, de pus ou de fièvre.',
      ],
    },

    blepharoplasty: {
      name: 'Chirurgie des paupières (blépharoplastie)',
      summary: 'Une chirurgie qui retire l’excès de peau ou de graisse des paupières.',
      cardLines: [
        'Retire la peau relâchée des paupières supérieures ou les poches des paupières inférieures.',
        'Peut aider lorsque des paupières supérieures lourdes masquent une partie du champ de vision.',
      ],
      note: 'Signalez au praticien si vous avez les yeux secs ou d’autres problèmes oculaires.',
      whatItIs: [
        'Avec l’âge, la peau des paupières se distend et la graisse autour de l’œil peut faire saillie vers l’avant. Les yeux peuvent alors paraître fatigués ou gonflés, et des paupières supérieures lourdes peuvent masquer une partie du champ de vision. La blépharoplastie retire ou repositionne cet excès de peau et de graisse.',
        'Les incisions se situent dans le pli naturel de la paupière supérieure, juste sous les cils ou à l’intérieur de la paupière inférieure, et s’estompent généralement bien. L’intervention ne supprime pas les cernes, les fines pattes-d’oie ni les sourcils tombants.',
      ],
      reasons: [
        'Peau relâchée ou qui forme un repli sur les paupières supérieures.',
        'Paupières supérieures qui gênent la vision.',
        'Poches ou gonflement sous les yeux.',
        'Un air fatigué qui ne disparaît pas avec le repos.',
      ],
      types: [
        {
          name: 'Chirurgie des paupières supérieures',
          description:
            'Retire l’excès de peau, et parfois de graisse, des paupières supérieures, souvent sous anesthésie locale.',
        },
        {
          name: 'Chirurgie des paupières inférieures',
          description:
            'Réduit les poches sous les yeux, par une incision cutanée ou par l’intérieur de la paupière.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation et examen des yeux',
          description:
            'Le praticien vous interroge sur la santé de vos yeux et votre vision, et examine vos paupières.',
        },
        {
          heading: 'Anesthésie',
          description:
            'L’intervention se fait sous anesthésie locale, parfois associée à une sédation (un médicament qui aide à se détendre), ou sous anesthésie générale. L’anesthésie générale se fait au bloc opératoire d’un hôpital, par un médecin anesthésiste.',
        },
        {
          heading: 'Intervention',
          description:
            'La peau et la graisse sont retirées ou repositionnées par de petites incisions. Les paupières supérieures seules prennent généralement environ 1 heure.',
        },
        {
          heading: 'Fermeture',
          description:
            'Les incisions sont refermées par des points très fins. La plupart des personnes rentrent chez elles le jour même.',
        },
        {
          heading: 'Retrait des points',
          description: 'Les points sont généralement retirés au bout d’environ 5 à 7 jours.',
        },
      ],
      purpose: [
        'Retirer l’excès de peau des paupières et réduire les poches.',
        'Améliorer la vision lorsque des paupières lourdes la gênent.',
        'Donner au regard un air plus reposé.',
      ],
      pros: [
        'Peut améliorer la vision autant que l’apparence.',
        'Les cicatrices se situent dans les plis naturels et s’estompent généralement bien.',
        'L’effet est durable, même si le vieillissement se poursuit.',
      ],
      cons: [
        'Gonflement et bleus pendant 1 à 2 semaines.',
        'Yeux secs, qui grattent ou qui larmoient, et vision floue pendant une courte période.',
        'Difficulté à fermer complètement les yeux, ou paupières asymétriques, généralement pendant une courte période.',
        'Rarement, la paupière inférieure se rétracte vers le bas, ou un saignement derrière l’œil atteint la vision.',
      ],
      postCare: [
        'Appliquez doucement des compresses froides pendant les 2 premiers jours.',
        'Dormez la tête surélevée pendant environ une semaine.',
        'Utilisez les gouttes ou la pommade ophtalmiques prescrites et ne vous frottez pas les yeux.',
        'Évitez le maquillage des yeux, les lentilles de contact et le sport intense pendant environ 2 semaines.',
        'Contactez immédiatement la clinique en cas de douleur soudaine ou intense, de trouble de la vision, de gonflement qui s’aggrave rapidement d’un côté, de saignement qui ne s’arrête pas ou de fièvre.',
      ],
    },

    'brow-lift': {
      name: 'Lifting des sourcils',
      summary: 'Une chirurgie pour relever des sourcils bas ou tombants.',
      cardLines: [
        'Relève les sourcils lourds ou bas et peut atténuer les rides du front.',
        'Les cicatrices sont généralement dissimulées dans le cuir chevelu ou à la lisière des cheveux.',
      ],
      note: 'Des injections de toxine botulique peuvent parfois donner, à la place, un léger effet liftant temporaire.',
      whatItIs: [
        'Avec l’âge, les sourcils et le front peuvent descendre progressivement. Des sourcils bas peuvent donner un air fatigué ou contrarié, et repousser un excès de peau sur les paupières supérieures.',
        'Le lifting des sourcils replace les sourcils à une hauteur plus naturelle et peut atténuer les rides du front. Le chirurgien passe généralement par des incisions dans le cuir chevelu ou à la lisière des cheveux, ce qui permet de bien dissimuler les cicatrices. Il est parfois associé à une chirurgie des paupières supérieures.',
      ],
      reasons: [
        'Sourcils bas ou tombants, surtout à leur extrémité externe.',
        'Un air lourd, fatigué ou renfrogné.',
        'Rides profondes sur le front ou entre les sourcils.',
        'Sourcils asymétriques, par exemple après une lésion nerveuse.',
      ],
      types: [
        {
          name: 'Lifting des sourcils par endoscopie',
          description:
            'De petites incisions dans le cuir chevelu ; une fine caméra appelée endoscope guide le chirurgien.',
        },
        {
          name: 'Lifting à la lisière des cheveux',
          description:
            'Une incision le long de la lisière frontale des cheveux, adaptée aux personnes qui ont un front haut.',
        },
        {
          name: 'Lifting direct des sourcils',
          description:
            'Une bande de peau est retirée juste au-dessus du sourcil. La cicatrice est plus visible.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien examine vos sourcils, votre front et vos paupières, et vous explique quelle technique vous convient.',
        },
        {
          heading: 'Anesthésie',
          description:
            'L’intervention se fait sous anesthésie générale, ou sous anesthésie locale avec sédation. L’anesthésie générale se fait au bloc opératoire d’un hôpital, par un médecin anesthésiste.',
        },
        {
          heading: 'Relèvement du sourcil',
          description:
            'Les tissus sont libérés, remontés et fixés en place. Cela prend généralement 1 à 2 heures.',
        },
        {
          heading: 'Suivi',
          description:
            'Les points ou les agrafes sont généralement retirés au bout de 7 à 14 jours. Le gonflement se résorbe en 2 à 3 semaines.',
        },
      ],
      purpose: [
        'Remonter les sourcils à une hauteur plus naturelle.',
        'Alléger l’aspect lourd du haut du visage.',
        'Atténuer les rides du front et la ride du lion.',
      ],
      pros: [
        'Les cicatrices sont généralement dissimulées dans les cheveux ou à leur lisière.',
        'L’effet est durable, même si le vieillissement se poursuit.',
        'Peut améliorer en même temps l’aspect des paupières supérieures.',
      ],
      cons: [
        'Gonflement et bleus, qui peuvent s’étendre autour des yeux.',
        'Engourdissement ou démangeaisons du cuir chevelu, qui s’améliorent généralement en quelques mois.',
        'Cheveux plus clairsemés le long de la cicatrice, ou sourcils qui paraissent trop hauts ou asymétriques.',
        'Rarement, une lésion du nerf qui fait bouger le front.',
      ],
      postCare: [
        'Gardez la tête surélevée au repos et pendant le sommeil pendant environ une semaine.',
        'Appliquez doucement des poches de froid les premiers jours.',
        'Ne vous lavez les cheveux que lorsque le praticien vous le permet.',
        'Évitez de porter des charges lourdes et le sport intense pendant environ 2 à 3 semaines.',
        'Contactez la clinique en cas de saignement qui ne s’arrête pas, de fièvre, ou de douleur ou de gonflement intense ou croissant.',
      ],
    },

    rhinoplasty: {
      name: 'Remodelage du nez (rhinoplastie)',
      summary: 'Une chirurgie qui modifie la forme du nez ou améliore la respiration.',
      cardLines: [
        'Remodèle le nez pour son aspect, pour la respiration, ou les deux.',
        'Le gonflement se résorbe en plusieurs mois ; la forme finale peut mettre jusqu’à un an à apparaître.',
      ],
      secondary: {
        heading: 'Avant de vous décider',
        points: [
          'Le nez doit avoir fini sa croissance, ce qui est généralement le cas à la fin de l’adolescence.',
          'De petites modifications s’harmonisent souvent mieux avec le visage que de grandes.',
          'Un petit nombre de personnes ont besoin d’une seconde opération.',
        ],
      },
      whatItIs: [
        'La rhinoplastie est une chirurgie qui modifie la forme ou la taille du nez. Le chirurgien remodèle, sous la peau, l’os et le cartilage (le tissu ferme et souple de la partie inférieure du nez).',
        'La rhinoplastie fonctionnelle améliore la respiration, par exemple lorsque la cloison nasale (la paroi entre les narines) est déviée ou après un traumatisme. La rhinoplastie esthétique corrige une bosse, une pointe large ou tombante, ou un nez dévié. Les deux sont souvent réalisées en même temps. Votre peau, votre structure osseuse et votre cicatrisation influencent toutes la forme finale.',
      ],
      reasons: [
        'Respiration gênée par une déviation de la cloison nasale.',
        'Un nez qui s’est déformé en se consolidant après une fracture.',
        'Une bosse sur l’arête du nez.',
        'Une pointe large ou tombante, ou un nez dévié.',
      ],
      types: [
        {
          name: 'Rhinoplastie fonctionnelle',
          description:
            'Améliore le passage de l’air, et peut comprendre une septoplastie (redressement de la cloison nasale).',
        },
        {
          name: 'Rhinoplastie esthétique',
          description: 'Modifie la forme de l’arête, de la pointe ou la largeur du nez.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vous interroge sur votre respiration et vos attentes, examine votre nez et vous explique ce qu’il est réaliste d’espérer.',
        },
        {
          heading: 'Anesthésie',
          description:
            'L’opération se fait généralement sous anesthésie générale. L’anesthésie générale se fait au bloc opératoire d’un hôpital, par un médecin anesthésiste.',
        },
        {
          heading: 'Intervention',
          description:
            'L’os et le cartilage sont remodelés par des incisions à l’intérieur du nez, parfois avec une petite incision entre les narines. Cela prend généralement 1 à 3 heures.',
        },
        {
          heading: 'Attelle',
          description: 'Une attelle protège le nez, généralement pendant environ 1 semaine.',
        },
        {
          heading: 'Suivi',
          description: 'La cicatrisation est surveillée au cours des mois suivants.',
        },
      ],
      purpose: [
        'Améliorer la respiration par le nez.',
        'Modifier la taille ou la forme du nez.',
        'Corriger un nez qui s’est déformé en se consolidant après un traumatisme.',
      ],
      pros: [
        'Peut améliorer à la fois la respiration et l’apparence en une seule opération.',
        'Les cicatrices sont à l’intérieur du nez ou très petites.',
        'Le résultat est durable.',
      ],
      cons: [
        'Bleus autour du nez et des yeux pendant 1 à 2 semaines, et un certain gonflement pendant plusieurs mois.',
        'Nez bouché et douleur sourde les premières semaines.',
        'Les risques comprennent le saignement, l’infection et l’engourdissement de la pointe du nez.',
        'Le résultat peut ne pas correspondre à ce que vous espériez, et une chirurgie de reprise est parfois nécessaire.',
      ],
      postCare: [
        'Gardez la tête surélevée au repos et pendant le sommeil la première semaine.',
        'Ne vous mouchez pas pendant environ 2 semaines ; éternuez la bouche ouverte.',
        'Gardez l’attelle au sec et ne la retirez pas vous-même.',
        'Évitez de poser des lunettes sur le nez et les sports de contact pendant la durée indiquée, souvent 4 à 6 semaines.',
        'Contactez la clinique en cas de saignement qui ne s’arrête pas, de fièvre, de difficulté à respirer, ou de douleur ou de gonflement intense ou croissant.',
      ],
    },
  },
};

export default cosmetics;

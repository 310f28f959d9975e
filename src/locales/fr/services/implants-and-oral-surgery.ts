import type { CategoryText } from '../../../content/types';

const implantsAndOralSurgery: CategoryText<'implants-and-oral-surgery'> = {
  title: 'Implants dentaires et chirurgie orale',
  description:
    'Le remplacement des dents manquantes par des implants dentaires, et la chirurgie à l’intérieur de la bouche, de l’extraction des dents aux petites interventions sur les gencives et la mâchoire.',
  intro: [
    'Les implants dentaires remplacent les racines des dents manquantes. Une petite vis est placée dans l’os de la mâchoire et, une fois la cicatrisation obtenue, elle porte une couronne, un bridge ou une prothèse amovible. Lorsque l’os est insuffisant, il peut souvent être reconstruit au préalable par une greffe osseuse ou un comblement sinusien. À la mâchoire du haut, des implants longs spécifiques peuvent parfois être ancrés à la place dans l’os de la pommette.',
    'La chirurgie orale regroupe les interventions réalisées à l’intérieur de la bouche, comme l’extraction des dents et des dents de sagesse, le prélèvement d’un petit fragment de tissu pour analyse (une biopsie) et l’ablation de petits kystes. La plupart se font sous anesthésie locale : la zone est endormie et vous restez éveillé. Lors de la consultation, le praticien vous examine, étudie les radiographies ou les examens d’imagerie, et vous explique les options, les risques et les suites opératoires avant toute décision.',
  ],
  points: [
    'Implants dentaires, prothèses sur implants et implants zygomatiques pour remplacer les dents manquantes',
    'Greffe osseuse et comblement sinusien pour reconstruire un os trop fin pour recevoir un implant',
    'Extraction dentaire simple ou chirurgicale, y compris des dents de sagesse',
    'Petite chirurgie buccale, comme les biopsies, la frénectomie et l’ablation de petits kystes',
    'La plupart des interventions se font sous anesthésie locale, avec des consignes écrites pour les soins qui suivent',
  ],
  groups: {
    'dental-implants': 'Implants dentaires',
    'oral-surgery': 'Chirurgie orale',
  },
  treatments: {
    'dental-implants': {
      name: 'Implants dentaires',
      summary: 'Une racine artificielle fixe pour remplacer une dent manquante.',
      cardLines: [
        'Une petite vis placée dans l’os de la mâchoire remplace la racine d’une dent manquante.',
        'Après la cicatrisation, elle porte une couronne, un bridge ou une prothèse amovible.',
        'Le traitement dure en général 3 à 6 mois environ.',
      ],
      secondary: {
        heading: 'Qui peut nécessiter des précautions particulières',
        points: [
          'Les personnes qui fument ou qui chiquent du tabac',
          'Les personnes dont le diabète est mal équilibré',
          'Les personnes qui prennent des médicaments agissant sur l’os, comme les bisphosphonates ou le dénosumab, ou qui ont reçu une radiothérapie de la tête et du cou',
        ],
      },
      whatItIs: [
        'Un implant dentaire est une petite vis placée dans l’os de la mâchoire, où elle joue le rôle d’une nouvelle racine. En quelques mois, l’os se soude à l’implant (c’est l’ostéo-intégration). Une couronne (une dent artificielle) est ensuite fixée dessus.',
        'Contrairement à un bridge, un implant ne nécessite pas de tailler les dents voisines. Bien entretenus, de nombreux implants durent 10 à 20 ans, voire davantage.',
      ],
      reasons: [
        'Des dents perdues à cause d’une carie, d’une maladie des gencives ou d’un traumatisme',
        'Une prothèse amovible qui bouge ou qui est inconfortable',
        'Le souhait de ne pas faire tailler des dents saines pour un bridge',
        'Un os de la mâchoire suffisant, ou qui peut être reconstruit par une greffe',
      ],
      materials: [
        {
          name: 'Titane',
          description:
            'Le matériau le plus utilisé pour les implants. Il est solide et bien toléré par l’organisme.',
        },
        {
          name: 'Zircone',
          description:
            'Une céramique blanche, sans métal, pour les personnes qui préfèrent éviter le métal. Le recul sur son utilisation est plus court.',
        },
      ],
      procedure: [
        {
          heading: 'Planification',
          description:
            'Des radiographies ou un examen CBCT (une radiographie en 3D) permettent de mesurer l’os. Une éventuelle maladie des gencives est traitée d’abord.',
        },
        {
          heading: 'Pose de l’implant',
          description:
            'Sous anesthésie locale, l’implant est placé dans l’os, puis la gencive est refermée, souvent avec des points de suture.',
        },
        {
          heading: 'Cicatrisation',
          description:
            'L’os se soude à l’implant en 3 à 6 mois environ. Une dent provisoire peut souvent être portée pendant ce temps.',
        },
        {
          heading: 'Pose de la couronne',
          description:
            'Un pilier (la pièce de liaison) et une couronne assortie à vos dents sont fixés sur l’implant.',
        },
      ],
      purpose: [
        'Remplacer les dents manquantes par des dents fixes',
        'Rétablir la mastication et une élocution claire',
        'Aider à limiter la résorption de l’os de la mâchoire à l’endroit de la dent manquante',
      ],
      pros: [
        'Ressemble beaucoup à une dent naturelle, par l’aspect, les sensations et la fonction',
        'Ne bouge pas quand vous mangez ou parlez',
        'Les dents voisines ne sont pas touchées',
      ],
      cons: [
        'Demande plusieurs mois et plus d’un rendez-vous',
        'Coûte plus cher au départ qu’un bridge ou une prothèse amovible',
        'Gonflement et gêne pendant quelques jours après l’intervention',
        'Parmi les risques rares : infection, engourdissement dû à une lésion d’un nerf et échec de l’implant',
      ],
      postCare: [
        'Appliquez du froid le premier jour et prenez les antalgiques conseillés',
        'Mangez des aliments mous et mâchez de l’autre côté',
        'À partir du lendemain, rincez-vous doucement la bouche à l’eau tiède salée',
        'Ne fumez pas : le tabac augmente le risque d’échec',
        'Nettoyez chaque jour autour de l’implant et venez régulièrement en contrôle',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, ou si la douleur ou le gonflement devient important ou continue d’augmenter',
      ],
    },

    'implant-supported-dentures': {
      name: 'Prothèses sur implants',
      summary: 'Des prothèses dentaires solidement maintenues par des implants.',
      cardLines: [
        'Une prothèse complète qui se clipse ou se fixe sur 2 à 6 implants.',
        'Elle bouge beaucoup moins qu’une prothèse classique, ce qui facilite la mastication et l’élocution.',
      ],
      whatItIs: [
        'Une prothèse sur implants est une arcade complète de dents artificielles maintenue par des implants dentaires, de petites vis placées dans l’os de la mâchoire qui jouent le rôle de racines. Elle ne tient pas seulement par succion ou grâce à une crème adhésive.',
        'Le choix entre une prothèse amovible et une prothèse fixe dépend de votre os, du nombre d’implants possible, de votre état de santé et de vos souhaits.',
      ],
      reasons: [
        'Plus aucune dent sur une mâchoire ou sur les deux, ou des dents qui ne peuvent pas être conservées',
        'Une prothèse qui bouge, surtout celle du bas',
        'Des points douloureux ou des haut-le-cœur avec une prothèse classique',
        'Un os de la mâchoire suffisant pour au moins 2 implants',
      ],
      types: [
        {
          name: 'Prothèse amovible sur implants',
          description:
            'Se clipse sur 2 à 4 implants grâce à des attaches à bouton-pression ou à une barre. Vous la retirez chaque jour pour la nettoyer.',
        },
        {
          name: 'Bridge complet fixe',
          description:
            'Vissé sur 4 à 6 implants. Seul le praticien peut le retirer, et il faut nettoyer soigneusement en dessous.',
        },
      ],
      materials: [
        {
          name: 'Résine acrylique',
          description:
            'Un plastique dur pour les dents et la fausse gencive rose. Il se retouche et se répare facilement.',
        },
        {
          name: 'Zircone',
          description:
            'Une céramique très dure, parfois utilisée pour les bridges fixes. Elle résiste aux colorations mais coûte plus cher.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'Des radiographies ou un examen en 3D montrent l’os et guident l’emplacement des implants.',
        },
        {
          heading: 'Pose des implants',
          description: 'Les implants sont posés sous anesthésie locale, parfois avec une sédation.',
        },
        {
          heading: 'Cicatrisation',
          description:
            'L’os se soude aux implants en 3 à 6 mois environ. Votre ancienne prothèse est en général adaptée pour que vous puissiez la porter en attendant.',
        },
        {
          heading: 'Fabrication et pose de la prothèse',
          description:
            'Après les empreintes et les essayages, la prothèse est posée et ajustée, et on vous montre comment la nettoyer.',
        },
      ],
      purpose: [
        'Maintenir solidement une prothèse complète',
        'Améliorer la mastication, l’élocution et le confort',
        'Limiter la résorption de l’os de la mâchoire sous la prothèse',
      ],
      pros: [
        'Beaucoup plus stable qu’une prothèse classique',
        'En général, plus besoin de crème adhésive',
        'Nécessite moins d’implants que le remplacement de chaque dent',
      ],
      cons: [
        'Nécessite une chirurgie et plusieurs mois de traitement',
        'Coûte plus cher qu’une prothèse classique',
        'Les attaches s’usent et doivent être remplacées, souvent tous les 1 à 2 ans',
        'Les risques habituels des implants, comme l’infection et, rarement, l’échec d’un implant',
      ],
      postCare: [
        'Après l’intervention, mangez des aliments mous et appliquez du froid le premier jour',
        'Retirez la prothèse amovible la nuit et nettoyez-la, ainsi que ses attaches',
        'Nettoyez chaque jour autour des implants avec une brosse souple ou des brossettes interdentaires',
        'Venez régulièrement en contrôle pour que les attaches usées puissent être remplacées',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, si la prothèse devient instable ou douloureuse, ou si la douleur ou le gonflement continue d’augmenter',
      ],
    },

    'zygomatic-implants': {
      name: 'Implants zygomatiques',
      summary: 'Des implants longs ancrés dans l’os de la pommette.',
      cardLines: [
        'Des implants longs ancrés dans l’os de la pommette lorsque la mâchoire du haut manque d’os.',
        'Ils permettent souvent d’éviter une greffe osseuse.',
      ],
      note: 'Une intervention spécialisée, réalisée en général à l’hôpital, sous anesthésie générale ou sédation profonde conduite par un médecin anesthésiste.',
      secondary: {
        heading: 'Pour qui ils peuvent être envisagés',
        points: [
          'Les personnes qui n’ont plus de dents en haut et dont l’os de la mâchoire supérieure est très résorbé',
          'Les personnes pour qui une greffe osseuse a échoué ou ne convient pas',
          'Les personnes en bonne santé générale, en mesure de supporter une intervention plus longue',
        ],
      },
      whatItIs: [
        'Les implants zygomatiques sont beaucoup plus longs que les implants classiques. Ils traversent la mâchoire du haut et s’ancrent dans l’os zygomatique (l’os de la pommette), qui est dense et solide. On les utilise lorsque la mâchoire du haut n’a pas assez d’os pour des implants classiques.',
        'On en pose en général 2 à 4, parfois associés à des implants classiques à l’avant. Ensemble, ils portent une arcade fixe de dents du haut, et des dents provisoires peuvent souvent être posées en quelques jours.',
      ],
      reasons: [
        'Une perte osseuse importante après des années sans dents en haut',
        'De grands sinus (les cavités remplies d’air situées au-dessus des dents du haut) qui laissent peu d’os',
        'Des greffes ou des implants antérieurs qui n’ont pas réussi',
        'La perte d’une partie de la mâchoire du haut après un traumatisme ou la chirurgie d’une tumeur',
      ],
      procedure: [
        {
          heading: 'Planification',
          description:
            'Un examen CBCT (une radiographie en 3D) montre les os des pommettes et les sinus, et votre état de santé général est évalué.',
        },
        {
          heading: 'Intervention',
          description:
            'Sous anesthésie générale ou sédation profonde, les implants sont guidés à travers la mâchoire du haut jusque dans l’os de la pommette.',
        },
        {
          heading: 'Dents provisoires',
          description: 'Une prothèse provisoire fixe est souvent posée dans les jours qui suivent.',
        },
        {
          heading: 'Dents finales',
          description:
            'Après 4 à 6 mois de cicatrisation environ, la prothèse fixe finale est posée.',
        },
      ],
      purpose: [
        'Offrir des dents fixes en haut lorsque l’os est très fin',
        'Éviter ou raccourcir un traitement par greffe osseuse',
        'Rétablir la mastication et le soutien des lèvres et des joues',
      ],
      pros: [
        'Possibles là où les implants classiques ne le sont pas',
        'Évitent souvent l’attente liée aux greffes osseuses',
        'Des dents provisoires souvent en quelques jours',
      ],
      cons: [
        'Une intervention complexe, avec des suites plus longues et un coût plus élevé',
        'Gonflement et bleus sur le visage, souvent pendant 1 à 2 semaines',
        'Parmi les risques : sinusite, engourdissement de la joue ou de la lèvre et, rarement, lésion près de l’orbite (la cavité de l’œil)',
        'Un implant qui échoue est plus difficile à retirer ou à remplacer',
      ],
      postCare: [
        'Appliquez du froid et dormez la tête surélevée',
        'Prenez les médicaments et les sprays nasaux prescrits',
        'Ne vous mouchez pas fort pendant environ 2 semaines',
        'Ne mangez que des aliments mous pendant le nombre de semaines conseillé',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, une vision trouble, du liquide qui sort par le nez quand vous buvez, ou une douleur ou un gonflement qui continue d’augmenter',
      ],
    },

    'bone-grafting': {
      name: 'Greffe osseuse',
      summary: 'Reconstruire l’os de la mâchoire pour qu’il puisse recevoir un implant.',
      cardLines: [
        'Apporte de l’os ou un matériau proche de l’os là où l’os de la mâchoire est trop fin pour un implant.',
        'Votre propre os colonise la greffe en 3 à 6 mois environ.',
      ],
      whatItIs: [
        'Après la perte d’une dent, l’os de la mâchoire qui l’entourait se résorbe lentement. Les maladies des gencives et les traumatismes peuvent aussi détruire l’os. Une greffe osseuse le reconstruit pour qu’un implant puisse y être solidement maintenu.',
        'La greffe sert d’échafaudage (de charpente) dans lequel votre propre os vient se développer. Les petites greffes sont souvent réalisées en même temps que la pose de l’implant ou juste après une extraction. Les greffes plus importantes sont faites en premier, et l’implant est posé une fois qu’elles ont cicatrisé.',
      ],
      reasons: [
        'Un os trop fin ou trop court pour un implant',
        'Une perte osseuse après une extraction ancienne',
        'Un os abîmé par une maladie des gencives, un kyste ou un traumatisme',
        'Préserver l’os d’une alvéole récente (la cavité laissée par la dent) lorsqu’un implant est prévu',
      ],
      materials: [
        {
          name: 'Votre propre os (autogreffe)',
          description:
            'Prélevé en général au menton ou à l’arrière de la mâchoire du bas. Il cicatrise bien, mais nécessite un second site opératoire.',
        },
        {
          name: 'Os de donneur (allogreffe)',
          description: 'De l’os humain issu d’une banque de tissus, traité et stérilisé.',
        },
        {
          name: 'Os d’origine animale (xénogreffe)',
          description: 'En général de l’os bovin traité.',
        },
        {
          name: 'Matériau synthétique (alloplastique)',
          description:
            'Des substituts osseux fabriqués industriellement, comme le phosphate de calcium.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description: 'Des radiographies ou un examen en 3D montrent la quantité d’os manquante.',
        },
        {
          heading: 'Anesthésie',
          description: 'La zone est endormie par une anesthésie locale.',
        },
        {
          heading: 'Mise en place de la greffe',
          description:
            'La gencive est ouverte et la greffe est mise en place, en général sous une fine feuille protectrice (une membrane).',
        },
        {
          heading: 'Fermeture et cicatrisation',
          description:
            'La gencive est suturée. La greffe cicatrise en 3 à 6 mois environ, ou davantage pour les greffes importantes.',
        },
      ],
      purpose: [
        'Obtenir assez d’os pour maintenir un implant',
        'Placer l’implant dans la bonne position',
        'Soutenir la gencive et les contours du visage',
      ],
      pros: [
        'Rend les implants possibles pour de nombreuses personnes dont l’os est fin',
        'Un traitement bien établi, avec plusieurs choix de matériaux',
        'Les petites greffes peuvent être faites au même rendez-vous que la pose de l’implant',
      ],
      cons: [
        'Ajoute plusieurs mois avant de pouvoir poser l’implant',
        'Ajoute un coût et une intervention supplémentaire',
        'Un gonflement plus important si l’os est prélevé sur votre propre mâchoire',
        'La greffe peut s’infecter ou échouer, et devoir être refaite',
      ],
      postCare: [
        'N’appuyez pas sur la zone et ne tirez pas sur votre lèvre pour la regarder',
        'Appliquez du froid le premier jour et prenez les médicaments conseillés',
        'Mangez des aliments mous et mâchez de l’autre côté',
        'Ne fumez pas : le tabac augmente fortement le risque d’échec de la greffe',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, si la plaie s’ouvre, ou si la douleur ou le gonflement devient important ou continue d’augmenter',
      ],
    },

    'sinus-lift': {
      name: 'Comblement sinusien',
      summary:
        'Apporter de l’os sous le sinus pour poser des implants à l’arrière de la mâchoire du haut.',
      cardLines: [
        'Soulève le plancher du sinus et apporte de l’os en dessous pour poser des implants à l’arrière de la mâchoire du haut.',
        'Il se fait sous anesthésie locale.',
      ],
      note: 'Une sinusite en cours doit d’abord être traitée : signalez donc tout problème de sinus.',
      whatItIs: [
        'Les sinus maxillaires sont des cavités remplies d’air situées dans les joues, juste au-dessus des dents du fond de la mâchoire du haut. Après la perte de ces dents, l’os situé sous le sinus devient souvent trop fin pour maintenir un implant.',
        'Le comblement sinusien (ou élévation du plancher du sinus) consiste à soulever délicatement la fine membrane qui tapisse le plancher du sinus, puis à placer un matériau de greffe osseuse dans l’espace ainsi créé. En quelques mois, ce matériau se transforme en os.',
      ],
      reasons: [
        'Des dents du fond manquantes en haut, lorsqu’un implant est prévu',
        'Une hauteur d’os insuffisante sous le sinus',
        'Une perte osseuse après des années sans dents',
        'Un grand sinus proche de la gencive',
      ],
      types: [
        {
          name: 'Comblement par voie latérale (technique ouverte)',
          description:
            'On accède au sinus par une petite ouverture sur le côté de l’os. Cette technique est utilisée lorsqu’il faut beaucoup d’os.',
        },
        {
          name: 'Comblement par voie crestale (technique fermée)',
          description:
            'Le plancher du sinus est soulevé par le trou préparé pour l’implant, et l’implant est en général posé dans le même temps.',
        },
      ],
      procedure: [
        {
          heading: 'Examen d’imagerie',
          description:
            'Un examen CBCT (une radiographie en 3D) mesure l’os et permet de vérifier l’état du sinus.',
        },
        {
          heading: 'Anesthésie',
          description: 'La zone est endormie par une anesthésie locale.',
        },
        {
          heading: 'Élévation et greffe',
          description:
            'La membrane du sinus est délicatement soulevée et le matériau de greffe est placé en dessous.',
        },
        {
          heading: 'Cicatrisation',
          description: 'La gencive est suturée. La greffe mûrit en 4 à 9 mois environ.',
        },
      ],
      purpose: [
        'Obtenir une hauteur d’os suffisante pour des implants à l’arrière de la mâchoire du haut',
        'Permettre de poser des implants sous le sinus dans de bonnes conditions de sécurité',
        'Remplacer les dents du fond manquantes par des dents fixes',
      ],
      pros: [
        'Rend les implants possibles là où l’os est fin',
        'Réalisé sous anesthésie locale',
        'La technique crestale ne demande souvent qu’une seule intervention, en même temps que la pose de l’implant',
      ],
      cons: [
        'Ajoute plusieurs mois de cicatrisation',
        'Gonflement, bleus et nez bouché pendant quelques jours',
        'La membrane du sinus peut se déchirer, ce qui peut retarder la greffe',
        'Un risque de sinusite et, rarement, de perte de la greffe',
      ],
      postCare: [
        'Ne vous mouchez pas fort pendant environ 2 semaines, et éternuez la bouche ouverte',
        'Évitez les pailles, le tabac, la natation et l’avion pendant la durée conseillée',
        'Prenez vos médicaments en respectant exactement la prescription',
        'Un léger saignement du nez les premiers jours peut être normal',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, un mauvais goût ou une mauvaise odeur, du liquide qui sort par le nez quand vous buvez, ou une douleur ou un gonflement qui continue d’augmenter',
      ],
    },

    'tooth-extraction': {
      name: 'Extraction dentaire',
      summary: 'Retirer une dent qui ne peut pas être conservée.',
      cardLines: [
        'Retire une dent très abîmée, infectée ou qui bouge.',
        'L’anesthésie locale endort la zone : en général, vous ne sentez qu’une pression.',
      ],
      note: 'Si vous prenez des anticoagulants, ne les arrêtez pas de vous-même. Demandez d’abord l’avis du praticien.',
      secondary: {
        heading: 'Qui peut nécessiter des précautions particulières',
        points: [
          'Les personnes qui prennent ou ont pris un traitement de l’os contre l’ostéoporose ou un cancer, comme les bisphosphonates (en comprimés ou en perfusion) ou le dénosumab (en injection)',
          'Les personnes qui ont reçu une radiothérapie de la tête et du cou',
          'Chez ces personnes, l’alvéole peut mal cicatriser et une zone de l’os de la mâchoire peut rester à nu et se nécroser (ostéonécrose de la mâchoire). C’est peu fréquent, mais signalez ces traitements au praticien afin que l’extraction soit préparée avec des précautions particulières',
        ],
      },
      whatItIs: [
        'L’extraction dentaire consiste à retirer une dent de son alvéole dans l’os de la mâchoire. Elle est conseillée lorsqu’une dent ne peut pas être sauvée par une obturation, un traitement de canal ou une couronne.',
        'Ensuite, un caillot de sang se forme dans l’alvéole. Ce caillot protège l’os et amorce la cicatrisation : il faut donc le préserver les premiers jours.',
      ],
      reasons: [
        'Une carie ou une fracture trop importante pour être réparée',
        'Une infection sévère que le traitement de canal ne peut pas soigner',
        'Une dent devenue mobile à cause d’une maladie des gencives avancée',
        'Un manque de place avant un traitement orthodontique, ou des dents de lait qui bloquent la sortie des dents adultes',
      ],
      types: [
        {
          name: 'Extraction simple',
          description: 'Pour une dent visible, qui est mobilisée avec un instrument puis retirée.',
        },
        {
          name: 'Extraction chirurgicale',
          description:
            'Pour une dent cassée ou cachée. La gencive est ouverte, et la dent peut être retirée en plusieurs morceaux.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'La dent est examinée et radiographiée, et votre état de santé ainsi que vos médicaments sont passés en revue.',
        },
        {
          heading: 'Anesthésie',
          description: 'L’anesthésie locale endort la dent et la gencive.',
        },
        {
          heading: 'Extraction',
          description:
            'La dent est délicatement mobilisée puis retirée. Des points de suture sont posés si nécessaire.',
        },
        {
          heading: 'Formation du caillot',
          description:
            'Vous mordez sur une compresse pendant 30 à 45 minutes environ pour permettre au caillot de se former.',
        },
      ],
      purpose: [
        'Supprimer une source de douleur ou d’infection',
        'Protéger les dents, les gencives et l’os voisins',
        'Faire de la place pour un appareil orthodontique ou une prothèse amovible',
      ],
      pros: [
        'Soulage rapidement la douleur causée par une dent très abîmée',
        'Supprime un foyer d’infection',
        'Des suites en général courtes',
      ],
      cons: [
        'L’espace laissé peut nécessiter plus tard un implant, un bridge ou une prothèse amovible',
        'Douleur et gonflement pendant quelques jours',
        'L’alvéolite sèche, lorsque le caillot est perdu, peut provoquer une forte douleur',
        'Rarement, une infection ou un engourdissement si un nerf est proche',
      ],
      postCare: [
        'Pendant 24 heures, ne vous rincez pas la bouche, ne crachez pas, n’utilisez pas de paille, ne fumez pas et ne buvez pas d’alcool',
        'Mangez des aliments mous et mâchez de l’autre côté',
        'À partir du lendemain, rincez-vous doucement la bouche à l’eau tiède salée après les repas',
        'Prenez les antalgiques conseillés',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, ou si la douleur ou le gonflement devient important ou s’aggrave après 2 à 3 jours',
      ],
    },

    'wisdom-teeth': {
      name: 'Extraction des dents de sagesse',
      summary: 'Retirer les dents de sagesse qui provoquent des douleurs ou une infection.',
      cardLines: [
        'Les dents de sagesse sortent en général entre 17 et 25 ans.',
        'Lorsqu’elles sont bloquées et posent problème, elles peuvent être retirées sous anesthésie locale.',
      ],
      secondary: {
        heading: 'Les signes qui doivent vous amener à consulter',
        points: [
          'Une douleur ou un gonflement au fond de la bouche',
          'Un mauvais goût, une mauvaise odeur ou du pus près d’une dent du fond',
          'Des difficultés à ouvrir la bouche',
        ],
      },
      whatItIs: [
        'Les dents de sagesse sont les troisièmes molaires, les dernières dents au fond de chaque mâchoire. Souvent, la place manque : elles poussent de travers ou restent en partie sous la gencive ou dans l’os. On parle alors de dents de sagesse incluses.',
        'Une dent de sagesse saine et facile à nettoyer peut en général rester en place. Son extraction est conseillée lorsqu’elle provoque des infections à répétition, une carie, un kyste ou des dégâts sur la dent située devant.',
      ],
      reasons: [
        'Des infections répétées de la gencive qui recouvre la dent (péricoronarite)',
        'Une carie qui ne peut pas être soignée',
        'Des dégâts sur la dent voisine',
        'Un kyste (une poche remplie de liquide) autour de la dent',
      ],
      types: [
        {
          name: 'Inclusion sous la gencive',
          description:
            'La dent est recouverte par la gencive. Une petite incision de la gencive est nécessaire.',
        },
        {
          name: 'Inclusion dans l’os',
          description:
            'La dent est en partie ou entièrement dans l’os, souvent inclinée ou couchée. Un peu d’os est retiré.',
        },
      ],
      procedure: [
        {
          heading: 'Radiographie',
          description:
            'Une radiographie montre la dent et sa proximité avec le nerf de la mâchoire du bas. Votre santé et vos médicaments sont aussi passés en revue. Signalez au chirurgien si vous prenez ou avez pris des bisphosphonates ou du dénosumab, ou si vous avez reçu une radiothérapie de la tête et du cou : l’os de la mâchoire peut alors mal cicatriser (ostéonécrose de la mâchoire).',
        },
        {
          heading: 'Anesthésie',
          description:
            'L’anesthésie locale endort la zone. Une sédation peut être envisagée dans les cas difficiles.',
        },
        {
          heading: 'Extraction',
          description:
            'La dent est retirée, parfois en plusieurs morceaux. Cela prend en général 20 à 60 minutes environ.',
        },
        {
          heading: 'Points de suture',
          description:
            'Les fils se résorbent d’eux-mêmes ou sont retirés au bout de 7 à 10 jours environ.',
        },
      ],
      purpose: [
        'Mettre fin aux douleurs et aux infections à répétition',
        'Protéger la dent voisine',
        'Retirer un kyste ou en prévenir l’apparition',
      ],
      pros: [
        'Met fin aux infections à répétition liées à la dent',
        'Le fond de la bouche est plus facile à nettoyer',
        'La récupération est en général plus rapide chez les jeunes adultes',
      ],
      cons: [
        'Gonflement et raideur de la mâchoire, plus marqués le 2e ou le 3e jour',
        'L’alvéolite sèche, une perte douloureuse du caillot sanguin',
        'Un engourdissement de la lèvre, du menton ou de la langue ; en général temporaire, rarement durable',
        'Souvent 2 à 3 jours d’arrêt de travail ou d’études',
      ],
      postCare: [
        'Appliquez du froid sur la joue pendant les 24 premières heures',
        'Prenez vos médicaments en respectant exactement la prescription',
        'Pendant 24 heures, ne vous rincez pas la bouche, ne crachez pas, ne fumez pas et n’utilisez pas de paille',
        'Mangez des aliments mous pendant quelques jours',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre ou du pus, si vous avez du mal à avaler, si l’engourdissement ne se dissipe pas, ou si la douleur ou le gonflement continue d’augmenter après le 3e jour',
      ],
    },

    'minor-oral-surgery': {
      name: 'Petite chirurgie buccale',
      summary: 'De petites interventions sur les gencives, les tissus mous et la mâchoire.',
      cardLines: [
        'De petites interventions comme les biopsies, la frénectomie et l’ablation de petits kystes.',
        'La plupart durent 15 à 60 minutes environ, sous anesthésie locale.',
      ],
      whatItIs: [
        'La petite chirurgie buccale regroupe de petites interventions sur les gencives, les lèvres, la langue, les joues et l’os de la mâchoire. La plupart sont réalisées à la clinique sous anesthésie locale, et vous rentrez chez vous le jour même.',
        'Elles servent à établir le diagnostic d’une grosseur ou d’une tache, à retirer de petites excroissances ou de petits kystes, et à préparer la bouche à un appareil orthodontique ou à une prothèse amovible.',
      ],
      reasons: [
        'Une grosseur, une plaie ou une tache qui n’a pas guéri en 2 semaines',
        'Une bride de tissu trop tendue sous la langue ou sous la lèvre',
        'Un petit gonflement rempli de liquide sur la lèvre ou la joue',
        'Une infection au bout d’une racine qui persiste après un traitement de canal',
      ],
      types: [
        {
          name: 'Biopsie',
          description: 'Un petit fragment de tissu est prélevé et analysé en laboratoire.',
        },
        {
          name: 'Frénectomie',
          description:
            'Un frein trop tendu (un repli de tissu sous la langue ou à l’intérieur de la lèvre) est libéré.',
        },
        {
          name: 'Ablation de kystes et d’excroissances',
          description:
            'De petits kystes, des grosseurs bénignes ou des mucocèles (des gonflements remplis de liquide) sont retirés.',
        },
        {
          name: 'Résection apicale (apicectomie)',
          description:
            'L’extrémité d’une racine infectée est retirée, et le bout de la racine est obturé.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'La zone est examinée, et l’intervention ainsi que ses risques vous sont expliqués.',
        },
        {
          heading: 'Anesthésie',
          description: 'L’anesthésie locale endort la zone.',
        },
        {
          heading: 'L’intervention',
          description: 'L’intervention prévue est réalisée, et la zone est suturée si nécessaire.',
        },
        {
          heading: 'Contrôle',
          description:
            'Les résultats de la biopsie sont en général disponibles en 1 à 2 semaines environ et discutés avec vous.',
        },
      ],
      purpose: [
        'Établir le diagnostic d’une grosseur, d’une tache ou d’une plaie',
        'Retirer un tissu qui pose problème',
        'Préparer la bouche à d’autres traitements',
      ],
      pros: [
        'En général, pas d’hospitalisation',
        'Une biopsie permet un diagnostic précis',
        'La cicatrisation se fait souvent en 1 à 2 semaines',
      ],
      cons: [
        'Gonflement et douleur pendant quelques jours',
        'Certains kystes ou mucocèles récidivent',
        'Rarement, une infection ou un engourdissement',
        'Une biopsie peut montrer qu’un traitement complémentaire est nécessaire',
      ],
      postCare: [
        'Évitez les aliments et les boissons chauds tant que l’effet de l’anesthésie ne s’est pas dissipé',
        'Mangez des aliments mous et non épicés pendant quelques jours',
        'À partir du lendemain, rincez-vous doucement la bouche à l’eau tiède salée',
        'Ne fumez pas pendant la cicatrisation',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre, ou si la douleur ou le gonflement devient important ou continue d’augmenter',
      ],
    },
  },
};

export default implantsAndOralSurgery;

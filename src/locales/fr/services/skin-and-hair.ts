import type { CategoryText } from '../../../content/types';

const skinAndHair: CategoryText<'skin-and-hair'> = {
  title: 'Peau et cheveux',
  description:
    'Des soins pour la peau du visage, les lèvres, les sourcils et les cheveux clairsemés. Chacun est planifié en tenant compte des types de peau indiens et du soleil intense de Goa.',
  intro: [
    'Les soins de la peau peuvent aider en cas de teint terne, de teint irrégulier, de marques d’acné, de ridules, de lèvres foncées, de sourcils clairsemés et de cheveux qui s’affinent. La plupart sont réalisés à la clinique en une courte séance, souvent avec une crème anesthésiante, et vous rentrez chez vous le jour même. Beaucoup demandent une cure de plusieurs séances, et les résultats s’installent progressivement.',
    'Les peaux mates et foncées, fréquentes en Inde, peuvent réagir à la chaleur, à une lésion ou à une irritation en produisant un excès de pigment (de couleur). Cela peut laisser des taches foncées après un soin. On parle d’hyperpigmentation post-inflammatoire. C’est pourquoi nous choisissons des réglages doux, préparons la peau si nécessaire et vous demandons de protéger votre peau du soleil avant et après le traitement. Lors de la consultation, le praticien examine votre peau, vous interroge sur votre santé et vos médicaments, et vous indique quels traitements vous conviennent et lesquels ne vous conviennent pas.',
  ],
  points: [
    'Une consultation et un examen de la peau avant tout traitement',
    'Des plans de traitement qui tiennent compte du risque de pigmentation des peaux indiennes',
    'Des aiguilles et des instruments stériles à usage unique pour chaque patient',
    'Des conseils clairs pour les soins après le traitement, y compris la protection solaire adaptée au climat de Goa',
    'Des conseils honnêtes sur le nombre de séances nécessaires et les résultats à attendre',
  ],
  groups: {
    skin: 'Peau',
    'lips-and-brows': 'Lèvres et sourcils',
    hair: 'Cheveux',
  },
  treatments: {
    'chemical-peels': {
      name: 'Peelings chimiques',
      summary: 'Un peeling liquide qui élimine les cellules ternes de la surface de la peau.',
      cardLines: [
        'Une solution légèrement acide est appliquée sur la peau pendant quelques minutes.',
        'Il peut aider en cas d’acné, de marques d’acné, de taches foncées et de teint terne.',
        'Il se fait généralement en cure de plusieurs séances, à quelques semaines d’intervalle.',
      ],
      note: 'Sous le soleil intense de Goa, appliquez chaque jour une crème solaire à large spectre (qui filtre les deux principaux types de rayons du soleil) pendant au moins 2 semaines avant et après un peeling.',
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Les femmes enceintes ou qui allaitent.',
          'Les personnes ayant une infection, un bouton de fièvre (herpès) ou une peau lésée ou irritée sur le visage.',
          'Les personnes atteintes d’une maladie auto-immune, comme le lupus, ou d’un vitiligo ou d’un psoriasis, qui peuvent s’aggraver après une agression de la peau : le médecin vous conseillera.',
          'Les personnes sous anticoagulants ou sous un autre traitement au long cours : signalez tous vos médicaments au médecin et n’en arrêtez aucun sans l’avis de celui qui l’a prescrit.',
          'Les personnes ayant pris de l’isotrétinoïne (un traitement de l’acné) au cours des 6 derniers mois.',
          'Les personnes qui ont tendance à faire des chéloïdes (cicatrices épaisses et en relief).',
        ],
      },
      whatItIs: [
        'Un peeling chimique est un liquide à base d’un acide doux. Il est appliqué au pinceau sur la peau et laissé quelques minutes. Il décolle la couche superficielle de cellules mortes, qui pèle dans les jours suivants et laisse apparaître une peau plus fraîche.',
        'Il existe des peelings de différentes intensités. Pour les peaux indiennes, on choisit généralement des peelings légers, car les peelings plus forts comportent un risque plus élevé de taches foncées et de cicatrices.',
        'Un seul peeling apporte un changement léger. Une cure d’environ 4 à 6 peelings, espacés de 2 à 4 semaines, est généralement nécessaire pour voir une nette différence.',
      ],
      reasons: [
        'Acné et points noirs',
        'Marques foncées laissées par une acné guérie',
        'Teint irrégulier, bronzage et certains types de pigmentation, comme le mélasma (taches brunes du visage)',
        'Peau terne ou rugueuse',
        'Ridules et pores dilatés',
      ],
      types: [
        {
          name: 'Peelings superficiels (légers)',
          description:
            'Des acides doux, comme l’acide glycolique, salicylique, lactique ou mandélique. Ils n’agissent que sur la couche superficielle et provoquent peu ou pas de desquamation visible.',
        },
        {
          name: 'Peelings moyens',
          description:
            'Des acides plus forts, comme l’acide trichloracétique (TCA), qui pénètrent un peu plus profondément. Ils provoquent une desquamation visible pendant environ une semaine et sont utilisés avec plus de prudence sur les peaux foncées.',
        },
        {
          name: 'Peelings combinés',
          description:
            'Un mélange de plusieurs acides doux, choisi pour un problème précis comme l’acné ou la pigmentation.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation et préparation de la peau',
          description:
            'Le praticien examine votre peau et vous interroge sur vos médicaments et vos réactions passées. Vous devrez peut-être utiliser une crème pendant 2 à 4 semaines avant le peeling pour réduire le risque de taches foncées.',
        },
        {
          heading: 'Nettoyage',
          description:
            'Votre visage est nettoyé. Les zones sensibles, comme le coin des yeux et le pourtour du nez, peuvent être protégées par une crème barrière.',
        },
        {
          heading: 'Application du peeling',
          description:
            'Le peeling est appliqué uniformément au pinceau. Vous pouvez ressentir des picotements, une sensation de chaleur ou de légers tiraillements pendant quelques minutes.',
        },
        {
          heading: 'Retrait du peeling',
          description:
            'Après un temps de pose défini, le peeling est rincé ou neutralisé (rendu inactif) avec une autre solution.',
        },
        {
          heading: 'Apaisement et protection solaire',
          description:
            'Une crème hydratante apaisante et une crème solaire sont appliquées. Vous pouvez généralement reprendre vos activités habituelles le jour même.',
        },
      ],
      purpose: [
        'Éliminer les cellules mortes et désobstruer les pores',
        'Estomper les marques foncées et unifier le teint au fil du temps',
        'Rendre la peau plus lisse et plus lumineuse',
      ],
      pros: [
        'Rapide : environ 20 à 30 minutes par séance en général',
        'Les peelings légers ne nécessitent que peu ou pas d’arrêt de travail',
        'L’intensité peut être adaptée à votre type de peau et à votre problème',
        'Peut être associé à des crèmes contre l’acné ou la pigmentation',
      ],
      cons: [
        'Plusieurs séances sont nécessaires, ce qui augmente le coût au fil du temps',
        'Rougeurs, sécheresse et desquamation pendant quelques jours',
        'Risque de taches foncées, surtout en cas d’exposition au soleil ou de peeling plus fort',
        'Rarement, brûlures, cloques, cicatrices ou infection',
        'Les résultats s’estompent si la protection solaire et les soins de la peau sont arrêtés',
      ],
      postCare: [
        'N’arrachez pas les peaux qui pèlent ; laissez-les tomber d’elles-mêmes.',
        'Appliquez chaque jour une crème solaire (SPF 30 ou plus) et renouvelez l’application toutes les 2 à 3 heures à l’extérieur.',
        'Évitez le soleil direct, les piscines, le sauna et le sport intense pendant 2 à 3 jours.',
        'N’utilisez pas de gommages, de crèmes aux rétinoïdes (crèmes à base de vitamine A, comme la trétinoïne) ni de produits acides pendant environ une semaine, sauf avis contraire.',
        'Appelez la clinique en cas de cloques, de suintement, de brûlure intense, de gonflement ou de nouvelles taches foncées.',
      ],
    },
    microdermabrasion: {
      name: 'Microdermabrasion (exfoliation mécanique)',
      summary:
        'Une exfoliation douce à l’aide d’un appareil, pour une peau plus lisse et plus lumineuse.',
      cardLines: [
        'Un appareil tenu à la main polit doucement la couche superficielle de cellules mortes.',
        'Peut aider en cas de teint terne, de grain de peau irrégulier et de marques légères.',
        'Peu ou pas d’arrêt ; légères rougeurs pendant quelques heures.',
      ],
      whatItIs: [
        'La microdermabrasion est une exfoliation mécanique : les cellules mortes sont éliminées par un frottement doux, et non par des produits chimiques. Un appareil tenu à la main est passé sur la peau. Il projette de très fins cristaux ou utilise un embout rugueux recouvert de diamant, tandis qu’une légère aspiration retire les cellules décollées.',
        'Elle n’agit que sur la couche la plus superficielle de la peau. C’est pourquoi elle est douce et ne demande presque pas de temps de récupération. Cela signifie aussi que ses effets sont modestes. Elle peut améliorer un teint terne et un grain de peau rugueux, et aider d’autres traitements, comme les crèmes, à agir plus efficacement. Elle ne supprime pas les cicatrices profondes ni les rides profondes.',
        'Une séance dure environ 30 à 45 minutes. Une cure d’environ 4 à 6 séances, espacées de 2 à 4 semaines, est courante.',
      ],
      reasons: [
        'Peau terne ou qui paraît fatiguée',
        'Grain de peau rugueux',
        'Points noirs et pores obstrués',
        'Marques d’acné légères et superficielles',
        'Teint légèrement irrégulier',
      ],
      types: [
        {
          name: 'Microdermabrasion aux cristaux',
          description:
            'Une fine projection de minuscules cristaux polit la peau, et l’aspiration retire en même temps les cristaux et les cellules mortes.',
        },
        {
          name: 'Microdermabrasion à pointe diamantée',
          description:
            'Un embout rugueux recouvert de diamant polit la peau pendant que l’aspiration retire les cellules mortes. Il n’y a pas de cristaux libres, ce qui convient aux zones proches des yeux.',
        },
      ],
      procedure: [
        {
          heading: 'Examen de la peau',
          description:
            'Le praticien examine votre peau et vous interroge sur l’acné, les boutons de fièvre, les maladies de peau et vos médicaments. Les zones d’acné active et inflammatoire ou de peau lésée sont évitées.',
        },
        {
          heading: 'Nettoyage',
          description: 'Votre visage est nettoyé pour retirer le maquillage et le sébum.',
        },
        {
          heading: 'Traitement',
          description:
            'L’appareil est passé sur la peau par mouvements réguliers. On ressent comme un léger grattage ou une vibration, avec une légère aspiration. Aucune anesthésie n’est habituellement nécessaire.',
        },
        {
          heading: 'Finition',
          description:
            'La peau est essuyée, puis une crème hydratante et une crème solaire sont appliquées. Vous pouvez généralement reprendre votre journée aussitôt.',
        },
      ],
      purpose: [
        'Éliminer les cellules mortes de la surface de la peau',
        'Rendre la peau plus douce au toucher et plus lumineuse',
        'Aider les crèmes à mieux pénétrer',
      ],
      pros: [
        'Douce, avec peu ou pas d’arrêt',
        'La gêne est généralement légère, et aucune injection n’est nécessaire',
        'Risque de taches foncées plus faible qu’avec des traitements plus forts, lorsqu’elle est réalisée avec soin',
        'Peut être associée à des peelings ou à des crèmes dans le cadre d’un programme',
      ],
      cons: [
        'Les résultats sont modestes et de courte durée sans séances répétées',
        'Ne traite pas les cicatrices profondes, les rides profondes ni la pigmentation profonde',
        'Rougeurs, léger gonflement ou sensibilité pendant quelques heures à une journée',
        'Peut irriter les peaux sensibles ou aggraver une acné active ou une rosacée (une maladie qui provoque des rougeurs du visage)',
        'Rarement, petits bleus, stries ou taches foncées',
      ],
      postCare: [
        'Utilisez un nettoyant doux et une crème hydratante simple pendant quelques jours.',
        'Appliquez une crème solaire (SPF 30 ou plus) chaque matin et renouvelez l’application à l’extérieur.',
        'Évitez les gommages, les acides et les crèmes aux rétinoïdes pendant 2 à 3 jours.',
        'Évitez les piscines, le sauna et le soleil fort pendant 1 à 2 jours.',
        'Appelez la clinique si les rougeurs, la sensation de brûlure ou le gonflement s’aggravent au lieu de s’atténuer, ou si vous remarquez des boutons avec du pus.',
      ],
    },
    hydrafacial: {
      name: 'Soin Hydrafacial',
      summary:
        'Un soin du visage réalisé avec un appareil, qui nettoie, exfolie et hydrate la peau.',
      cardLines: [
        'Nettoie, exfolie, extrait les impuretés et applique des sérums hydratants.',
        'Convient à la plupart des types de peau ; aucun arrêt n’est nécessaire.',
        'L’effet est de courte durée : le soin est donc généralement renouvelé environ une fois par mois.',
      ],
      whatItIs: [
        'Le soin Hydrafacial, aussi appelé hydradermabrasion, est un soin du visage réalisé avec un appareil spécial. Celui-ci utilise un embout tenu à la main, avec une aspiration douce. Il nettoie la peau, décolle les cellules mortes, extrait le sébum et les impuretés des pores, puis applique des sérums (des soins liquides pour la peau).',
        'Les sérums contiennent souvent de l’acide hyaluronique, une substance qui retient l’eau dans la peau, ainsi que des antioxydants (des substances qui aident à protéger la peau des agressions). Le choix dépend de votre type de peau et de votre problème.',
        'Une séance dure environ 30 à 60 minutes. La plupart des personnes constatent tout de suite une peau plus fraîche et mieux hydratée. L’effet est temporaire et dure de quelques jours à quelques semaines. Des séances régulières, par exemple une fois par mois, sont nécessaires pour le maintenir.',
      ],
      reasons: [
        'Peau terne, sèche ou déshydratée',
        'Peau grasse et points noirs',
        'Pores obstrués ou dilatés',
        'Préparation de la peau avant une occasion particulière',
        'Entretien régulier de la peau entre d’autres traitements',
      ],
      procedure: [
        {
          heading: 'Examen de la peau',
          description:
            'Le praticien détermine votre type de peau et vous interroge sur vos allergies, l’acné et vos médicaments. Les sérums sont choisis en fonction de votre peau.',
        },
        {
          heading: 'Nettoyage et exfoliation',
          description:
            'L’embout nettoie la peau et élimine doucement les cellules mortes. Une solution légèrement acide peut être utilisée pour mieux les décoller.',
        },
        {
          heading: 'Extraction des impuretés',
          description:
            'Une aspiration douce extrait le sébum et les impuretés des pores. Vous pouvez ressentir un léger tiraillement de la peau.',
        },
        {
          heading: 'Hydratation',
          description:
            'Les sérums sont appliqués dans la peau avec le même embout. Cette étape est généralement apaisante.',
        },
        {
          heading: 'Finition',
          description:
            'Une crème hydratante et une crème solaire sont appliquées. Vous pouvez mettre un maquillage léger et reprendre vos activités habituelles le jour même.',
        },
      ],
      purpose: [
        'Nettoyer les pores en profondeur',
        'Éliminer les cellules mortes',
        'Hydrater la peau et lui donner un aspect plus frais',
      ],
      pros: [
        'Doux, avec une gêne généralement légère, voire aucune',
        'Aucun arrêt ; les éventuelles rougeurs disparaissent en quelques heures',
        'Convient à la plupart des types de peau, y compris les peaux grasses et sensibles',
        'Réunit plusieurs étapes en une seule séance',
      ],
      cons: [
        'Les effets sont temporaires, en général de quelques jours à quelques semaines',
        'Des séances régulières sont nécessaires, ce qui augmente le coût au fil du temps',
        'Ne traite pas les cicatrices, les rides profondes ni la pigmentation profonde',
        'Légères rougeurs ou, rarement, irritation ou réaction allergique à un sérum',
        'Une courte poussée de boutons peut survenir après le soin',
      ],
      postCare: [
        'Évitez de toucher ou de frotter votre visage plus que nécessaire pendant le reste de la journée.',
        'Si possible, évitez le maquillage épais pendant environ 6 heures.',
        'N’utilisez pas de gommages, d’acides ni de crèmes aux rétinoïdes pendant 1 à 2 jours.',
        'Appliquez une crème solaire (SPF 30 ou plus) et renouvelez l’application à l’extérieur.',
        'Buvez suffisamment d’eau et continuez à utiliser une crème hydratante simple.',
        'Appelez la clinique en cas d’éruption, de gonflement, de démangeaisons ou de boutons avec du pus.',
      ],
    },
    microneedling: {
      name: 'Micro-aiguillage (microneedling)',
      summary:
        'De fines aiguilles stimulent la réparation naturelle de la peau pour améliorer sa texture.',
      cardLines: [
        'Un appareil crée de minuscules perforations contrôlées dans la peau.',
        'Cela stimule la production de nouveau collagène, ce qui peut atténuer les cicatrices d’acné et les ridules.',
        'Une cure de 3 à 6 séances est généralement nécessaire.',
      ],
      note: 'Le micro-aiguillage n’est pas pratiqué sur une acné active, une infection ou un bouton de fièvre. Signalez-nous si vous avez pris de l’isotrétinoïne (un médicament contre l’acné) au cours des 6 derniers mois.',
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Personnes ayant une acné active, une infection de la peau ou de l’eczéma (peau sèche, qui démange et enflammée) dans la zone à traiter',
          'Personnes qui font des chéloïdes (cicatrices épaisses en relief)',
          'Personnes ayant pris récemment de l’isotrétinoïne',
          'Femmes enceintes',
          'Personnes ayant des troubles de la coagulation ou sous anticoagulants, en attendant l’avis d’un médecin',
        ],
      },
      whatItIs: [
        'Le micro-aiguillage est aussi appelé thérapie par induction de collagène. Un appareil en forme de stylo, muni de nombreuses aiguilles stériles très fines, est passé sur la peau. Les aiguilles créent de minuscules perforations qui se referment en quelques heures. La profondeur des aiguilles est ajustée pour chaque zone, généralement entre 0,5 et 2 mm environ.',
        'La peau réagit à ces petites lésions en se réparant. Elle produit du nouveau collagène et de l’élastine, des protéines qui maintiennent la peau ferme et élastique. Au cours des mois suivants, cela peut rendre les cicatrices moins creusées et la peau plus lisse.',
        'Les changements sont progressifs. La plupart des personnes ont besoin de 3 à 6 séances, espacées d’environ 4 à 6 semaines, et voient le résultat complet quelques mois après la dernière séance. Le micro-aiguillage produit moins de chaleur que de nombreux lasers ; il est donc souvent utilisé sur les peaux foncées, mais des précautions restent nécessaires pour éviter les taches foncées.',
      ],
      reasons: [
        'Cicatrices d’acné, en particulier les cicatrices « en vallons » (des creux souples et ondulés de la peau)',
        'Pores dilatés',
        'Ridules et rides',
        'Grain de peau rugueux',
        'Certaines vergetures',
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien examine votre peau et vos antécédents médicaux. On peut vous demander d’arrêter certaines crèmes quelques jours avant et de commencer une protection solaire.',
        },
        {
          heading: 'Anesthésie de surface',
          description:
            'Une crème anesthésiante est appliquée pendant environ 30 à 45 minutes. Grâce à elle, la gêne est généralement légère.',
        },
        {
          heading: 'Désinfection',
          description:
            'La crème anesthésiante est retirée et la peau est nettoyée avec une solution antiseptique.',
        },
        {
          heading: 'Traitement',
          description:
            'Un sérum de glisse est appliqué, puis l’appareil est passé sur la peau, zone par zone. De petits saignements en points sont normaux. Cela prend environ 20 à 30 minutes.',
        },
        {
          heading: 'Apaisement',
          description:
            'La peau est nettoyée et un sérum ou un gel apaisant est appliqué. La peau est rouge, comme après un coup de soleil.',
        },
      ],
      purpose: [
        'Stimuler la réparation naturelle de la peau et sa production de collagène',
        'Atténuer les cicatrices d’acné et améliorer le grain de peau',
        'Rendre les pores et les ridules moins visibles',
      ],
      pros: [
        'Convient à de nombreux types de peau, y compris les peaux mates, avec un risque de taches foncées plus faible qu’avec de nombreux lasers',
        'Récupération courte : en général 1 à 3 jours de rougeurs',
        'Utilise les capacités de cicatrisation de la peau elle-même',
        'Peut être associé au PRP chez certains patients',
      ],
      cons: [
        'Plusieurs séances sont nécessaires et les résultats mettent des mois à apparaître',
        'Rougeurs, gonflement, sécheresse et desquamation pendant quelques jours',
        'Risque de taches foncées, surtout en cas d’exposition au soleil',
        'Les cicatrices profondes et étroites (cicatrices « en pic à glace ») répondent moins bien',
        'Rarement, infection, poussée de bouton de fièvre ou minuscules marques linéaires',
      ],
      postCare: [
        'Ne lavez pas votre visage pendant environ 6 heures, puis utilisez un nettoyant doux.',
        'Évitez le maquillage pendant 24 heures.',
        'Utilisez uniquement une crème hydratante douce pendant 2 à 3 jours ; évitez les acides, les rétinoïdes et les gommages pendant environ une semaine.',
        'Évitez le soleil et appliquez une crème solaire (SPF 30 ou plus) dès que la peau s’est calmée, généralement après 24 heures.',
        'Évitez la piscine, le sauna, le sport intense et la transpiration pendant 2 à 3 jours.',
        'Appelez la clinique en cas de douleur croissante, de gonflement, de boutons avec du pus, de fièvre ou de cloques.',
      ],
    },
    'face-prp': {
      name: 'PRP pour le visage',
      summary: 'Du plasma riche en plaquettes, issu de votre propre sang, appliqué sur la peau.',
      cardLines: [
        'Une petite quantité de votre sang est traitée pour concentrer les plaquettes.',
        'Le plasma est appliqué lors d’un micro-aiguillage ou par de petites injections.',
        'Généralement 3 séances, à environ un mois d’intervalle.',
      ],
      whatItIs: [
        'PRP signifie « plasma riche en plaquettes ». Le plasma est la partie liquide du sang. Les plaquettes sont de minuscules cellules du sang qui aident les plaies à cicatriser. Elles libèrent des facteurs de croissance, des substances naturelles qui signalent à la peau qu’elle doit se réparer.',
        'Pour le PRP, une petite quantité de votre sang est prélevée au bras, comme pour une prise de sang ordinaire. Le sang est placé dans un appareil appelé centrifugeuse, qui sépare le plasma riche en plaquettes des globules rouges. Ce plasma est ensuite appliqué sur le visage, soit pendant un micro-aiguillage, soit par de petites injections.',
        'Comme le PRP provient de votre propre sang, le risque d’allergie est très faible. La recherche sur le PRP pour la peau est encore en cours, et les résultats varient d’une personne à l’autre. On conseille généralement 3 séances, espacées d’environ 4 semaines, puis une séance d’entretien tous les 6 à 12 mois.',
      ],
      reasons: [
        'Cicatrices d’acné, souvent en association avec le micro-aiguillage',
        'Peau terne ou qui paraît fatiguée',
        'Ridules et perte de fermeté',
        'Cernes sous les yeux, dans certains cas',
        'Grain de peau irrégulier',
      ],
      types: [
        {
          name: 'PRP avec micro-aiguillage',
          description:
            'Le plasma est étalé sur la peau pendant le micro-aiguillage, ce qui lui permet de pénétrer par les minuscules canaux.',
        },
        {
          name: 'Injections de PRP',
          description:
            'Le plasma est injecté en toutes petites quantités dans des zones choisies, par exemple sous les yeux ou dans les cicatrices.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien vérifie votre état de santé, notamment les troubles de la coagulation, la prise d’anticoagulants et les maladies récentes. Le PRP peut ne pas convenir en cas de maladie du sang ou des plaquettes, d’infection active, de cancer ou de grossesse.',
        },
        {
          heading: 'Anesthésie de surface',
          description:
            'Une crème anesthésiante est appliquée sur le visage pendant environ 30 à 45 minutes.',
        },
        {
          heading: 'Prise de sang',
          description: 'Une petite quantité de sang, environ 10 à 20 ml, est prélevée au bras.',
        },
        {
          heading: 'Préparation du PRP',
          description:
            'Le sang est centrifugé pendant environ 10 à 15 minutes pour séparer le plasma riche en plaquettes.',
        },
        {
          heading: 'Application du PRP',
          description:
            'Le plasma est appliqué lors d’un micro-aiguillage ou injecté avec une aiguille très fine. Grâce à la crème anesthésiante, la gêne est généralement légère.',
        },
      ],
      purpose: [
        'Soutenir la réparation naturelle de la peau',
        'Améliorer le grain, la fermeté et l’éclat de la peau',
        'Aider les cicatrices d’acné à mieux répondre au micro-aiguillage',
      ],
      pros: [
        'Utilise votre propre sang, le risque d’allergie est donc très faible',
        'Récupération courte : en général 1 à 3 jours de rougeurs ou de gonflement',
        'Peut être associé au micro-aiguillage lors de la même séance',
      ],
      cons: [
        'Les résultats varient et sont progressifs ; les preuves scientifiques restent limitées',
        'Plusieurs séances et un entretien sont nécessaires, ce qui augmente le coût',
        'Rougeurs, gonflement et bleus, surtout sous les yeux',
        'Une prise de sang est nécessaire à chaque séance',
        'Rarement, infection ou taches foncées',
      ],
      postCare: [
        'Ne lavez pas votre visage pendant environ 6 heures, puis utilisez un nettoyant doux.',
        'Évitez le maquillage pendant 24 heures.',
        'Évitez les anti-inflammatoires comme l’ibuprofène pendant quelques jours, sauf avis de votre médecin ; vous pouvez prendre du paracétamol.',
        'Évitez le soleil et appliquez une crème solaire (SPF 30 ou plus) dès que la peau s’est calmée.',
        'Évitez le sport intense, le sauna et la piscine pendant 2 à 3 jours.',
        'Appelez la clinique en cas de douleur croissante, de gonflement, de boutons avec du pus, de fièvre ou de saignement qui ne s’arrête pas.',
      ],
    },
    'mole-skin-tag-and-wart-removal': {
      name: 'Retrait de grains de beauté, d’acrochordons et de verrues',
      summary: 'Le retrait des petites lésions courantes de la peau, après examen par un médecin.',
      cardLines: [
        'Les grains de beauté, les acrochordons et les verrues peuvent être retirés sous anesthésie locale.',
        'Un médecin examine chaque grain de beauté avant son retrait.',
        'Tout grain de beauté retiré est envoyé au laboratoire pour un examen anatomopathologique.',
      ],
      note: 'Un grain de beauté qui change de taille, de forme ou de couleur, qui saigne ou qui démange doit être examiné par un médecin avant tout retrait.',
      secondary: {
        heading: 'Quand faire examiner un grain de beauté',
        points: [
          'Il grandit ou change de forme',
          'Ses bords sont irréguliers ou il a plusieurs couleurs',
          'Il mesure plus d’environ 6 mm',
          'Il saigne, démange, forme une croûte ou ne guérit pas',
          'C’est un nouveau grain de beauté, différent de vos autres grains de beauté',
        ],
      },
      whatItIs: [
        'Un grain de beauté est un petit amas de cellules pigmentaires dans la peau. Un acrochordon est une petite excroissance de peau molle, souvent sur le cou, les paupières ou sous les aisselles. Une verrue est une excroissance rugueuse due à un virus, le papillomavirus humain (HPV). La plupart de ces lésions sont bénignes.',
        'Un médecin examine chaque grain de beauté avant son retrait. Tout grain de beauté retiré est ensuite envoyé au laboratoire pour un examen anatomopathologique (histologique) : un médecin spécialiste, l’anatomopathologiste, observe le tissu au microscope pour rechercher un cancer de la peau. Cet examen est fait même lorsque le grain de beauté paraît banal, car un cancer de la peau débutant peut lui ressembler. Un grain de beauté d’aspect inhabituel est retiré en entier, avec une fine marge de peau saine.',
        'Le retrait est généralement rapide et se fait sous anesthésie locale. La méthode dépend du type, de la taille et de l’emplacement de la lésion.',
      ],
      reasons: [
        'Grains de beauté dont l’aspect vous déplaît, une fois examinés par un médecin',
        'Grains de beauté d’aspect inhabituel ou qui ont changé, pour établir un diagnostic',
        'Acrochordons qui frottent contre les vêtements, les bijoux ou les cols',
        'Verrues qui s’étendent, qui font mal ou qui gênent',
      ],
      types: [
        {
          name: 'Retrait par radiofréquence ou électrocoagulation',
          description:
            'Une fine pointe électrique retire la lésion et referme les petits vaisseaux sanguins. Cette méthode sert surtout pour les acrochordons. Les grains de beauté sont retirés de façon à conserver le tissu pour le laboratoire.',
        },
        {
          name: 'Retrait par rasage',
          description:
            'La lésion est rasée au ras de la peau avec une lame fine. Aucun point de suture n’est nécessaire.',
        },
        {
          name: 'Exérèse chirurgicale',
          description:
            'La lésion entière est découpée et la peau est refermée par des points fins. Cette méthode est utilisée pour les grains de beauté d’aspect inhabituel, afin que toute la lésion puisse être analysée.',
        },
        {
          name: 'Cryothérapie',
          description:
            'De l’azote liquide très froid gèle la lésion, qui tombe ensuite. Cette méthode est souvent utilisée pour les verrues et peut nécessiter plusieurs séances.',
        },
      ],
      procedure: [
        {
          heading: 'Examen',
          description:
            'Le médecin examine la lésion et vous demande depuis quand vous l’avez et si elle a changé.',
        },
        {
          heading: 'Anesthésie locale',
          description:
            'La zone est nettoyée et anesthésiée par une petite injection. Vous pouvez sentir un bref picotement, puis seulement une pression.',
        },
        {
          heading: 'Retrait',
          description:
            'La lésion est retirée selon la méthode choisie. Cela prend généralement quelques minutes par lésion.',
        },
        {
          heading: 'Pansement',
          description:
            'La plaie est recouverte. S’il y a des points de suture, ils sont généralement retirés au bout de 5 à 14 jours, selon la zone.',
        },
        {
          heading: 'Résultat de l’analyse',
          description:
            'Le médecin vous explique le résultat de l’analyse de chaque grain de beauté retiré et tout traitement complémentaire nécessaire.',
        },
      ],
      purpose: [
        'Retirer les lésions qui vous gênent',
        'Vérifier qu’un grain de beauté inhabituel n’est pas un cancer de la peau',
        'Éviter les frottements, les accrochages et les saignements',
      ],
      pros: [
        'Généralement rapide, la gêne étant contrôlée par l’anesthésie locale',
        'La plupart des personnes reprennent leurs activités habituelles le jour même',
        'Chaque grain de beauté retiré est analysé en laboratoire',
        'De nombreuses lésions sont retirées en une seule séance',
      ],
      cons: [
        'Tout retrait laisse une marque ; une petite cicatrice ou une tache plus claire ou plus foncée peut persister',
        'Les peaux mates ont un risque plus élevé de marques foncées et de cicatrices en relief (chéloïdes)',
        'Les verrues peuvent réapparaître, car le virus peut rester dans la peau',
        'Un grain de beauté peut repousser s’il reste quelques cellules pigmentaires',
        'Rarement, infection ou saignement',
      ],
      postCare: [
        'Gardez le pansement et la zone au sec pendant 24 à 48 heures, ou selon les indications.',
        'Ensuite, lavez doucement et appliquez la pommade qui vous a été remise.',
        'N’arrachez pas les croûtes ; laissez-les tomber d’elles-mêmes.',
        'Protégez la zone en cours de cicatrisation du soleil, avec des vêtements ou une crème solaire, pendant plusieurs mois, pour réduire le risque de marque foncée.',
        'Revenez pour le retrait des points et le résultat de l’analyse, comme convenu.',
        'Appelez la clinique en cas de saignement qui ne s’arrête pas malgré une pression ferme, de rougeur, de douleur ou de gonflement croissants, de pus ou de fièvre.',
      ],
    },
    'lip-lightening': {
      name: 'Éclaircissement des lèvres',
      summary: 'Des traitements pour éclaircir des lèvres foncées ou de couleur irrégulière.',
      cardLines: [
        'Les lèvres foncées peuvent être dues au soleil, au tabac, à certaines habitudes ou à l’hérédité.',
        'Les options comprennent des crèmes, des peelings doux et un traitement au laser.',
        'Plusieurs séances sont généralement nécessaires ; les résultats varient.',
      ],
      whatItIs: [
        'Certaines personnes ont des lèvres foncées ou de couleur inégale. Cela peut être naturel, ou dû à l’exposition au soleil, au tabac, à l’habitude de se lécher souvent les lèvres, à la sécheresse, à certains rouges à lèvres ou dentifrices, à certains médicaments ou à certaines maladies. Le praticien cherche d’abord la cause, car traiter la cause fait partie du traitement.',
        'L’éclaircissement des lèvres fait appel à une ou plusieurs méthodes pour réduire l’excès de pigment des lèvres : crèmes éclaircissantes, peelings chimiques doux conçus pour les lèvres et traitement au laser qui fragmente le pigment. Le praticien choisit la méthode en fonction de vos lèvres, de votre type de peau et de la cause de la coloration.',
        'Les résultats apparaissent lentement et diffèrent d’une personne à l’autre. La couleur naturelle des lèvres varie beaucoup, surtout sur les peaux mates, et l’objectif est une teinte plus uniforme et saine, pas un changement de votre couleur naturelle. La coloration foncée peut revenir si sa cause, comme le soleil ou le tabac, persiste.',
      ],
      reasons: [
        'Lèvres foncées par l’exposition au soleil',
        'Lèvres foncées liées au tabac',
        'Couleur des lèvres inégale ou irrégulière',
        'Contour foncé autour des lèvres',
        'Souhait d’une teinte des lèvres plus uniforme',
      ],
      types: [
        {
          name: 'Crèmes éclaircissantes',
          description:
            'Des crèmes sur ordonnance, utilisées à la maison pour ralentir la production de pigment. Elles sont souvent utilisées avant et entre les séances à la clinique.',
        },
        {
          name: 'Peelings des lèvres',
          description:
            'Des peelings à l’acide doux, plus légers que les peelings du visage, appliqués à la clinique pour éliminer les cellules foncées de surface.',
        },
        {
          name: 'Traitement au laser',
          description:
            'Un laser fragmente le pigment, que l’organisme élimine ensuite lentement. Il demande des réglages prudents sur les peaux mates.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien examine vos lèvres et vous interroge sur le tabac, vos habitudes, vos produits et vos médicaments. Si une maladie est suspectée, des examens peuvent d’abord être conseillés.',
        },
        {
          heading: 'Préparation des lèvres',
          description:
            'On peut vous demander d’utiliser une crème et un baume à lèvres avec protection solaire pendant quelques semaines avant le traitement.',
        },
        {
          heading: 'Séance de traitement',
          description:
            'Les lèvres sont nettoyées et une crème anesthésiante peut être appliquée. Le peeling ou le laser est ensuite utilisé. Une séance dure généralement environ 15 à 30 minutes.',
        },
        {
          heading: 'Apaisement',
          description: 'Un baume cicatrisant est appliqué sur les lèvres.',
        },
        {
          heading: 'Suivi',
          description:
            'Les séances sont généralement répétées toutes les 3 à 4 semaines. Leur nombre dépend de la réponse de vos lèvres.',
        },
      ],
      purpose: [
        'Réduire l’excès de pigment des lèvres',
        'Donner aux lèvres une teinte plus uniforme',
        'Agir sur les causes comme l’exposition au soleil et la sécheresse',
      ],
      pros: [
        'Le traitement peut être adapté à la cause de la coloration',
        'Des séances courtes, avec peu d’arrêt',
        'Les soins à la maison et les séances à la clinique se complètent',
      ],
      cons: [
        'Plusieurs séances sont nécessaires, ce qui augmente le coût au fil du temps',
        'Les résultats varient, et la coloration peut revenir si sa cause persiste',
        'Sécheresse, desquamation, gonflement ou légères croûtes pendant quelques jours',
        'Risque de couleur inégale ou de nouvelles taches foncées, surtout en cas d’exposition au soleil',
        'Peut déclencher un bouton de fièvre chez les personnes qui y sont sujettes',
      ],
      postCare: [
        'Appliquez souvent le baume cicatrisant et gardez les lèvres hydratées.',
        'N’arrachez pas les peaux sèches des lèvres.',
        'Utilisez un baume à lèvres SPF 30 ou plus et renouvelez l’application toutes les 2 heures au soleil.',
        'Évitez les aliments très chauds, épicés ou salés pendant 1 à 2 jours.',
        'Arrêtez de fumer et évitez de vous lécher les lèvres, pour que les résultats durent.',
        'Appelez la clinique en cas de cloques, de bouton de fièvre, de suintement, ou de douleur ou de gonflement croissants.',
      ],
    },
    'lip-colour': {
      name: 'Dermopigmentation des lèvres',
      summary: 'Un pigment de longue durée qui donne une couleur douce aux lèvres.',
      cardLines: [
        'De fines aiguilles déposent un pigment de longue durée dans les lèvres.',
        'Donne une teinte douce et un contour des lèvres plus net.',
        'La couleur s’estompe lentement et nécessite des retouches.',
      ],
      note: 'Si vous avez souvent des boutons de fièvre, signalez-le au praticien. Un médicament pour prévenir une poussée peut être conseillé avant le traitement.',
      whatItIs: [
        'La dermopigmentation des lèvres, aussi appelée pigmentation esthétique des lèvres, est une forme de tatouage esthétique. Une aiguille fine dépose de petites quantités de pigment (de couleur) de longue durée dans la couche superficielle de la peau des lèvres. Elle donne aux lèvres une teinte douce et uniforme et un contour plus net, sans rouge à lèvres au quotidien.',
        'Juste après le traitement, la couleur paraît intense et plus foncée. Pendant la cicatrisation des lèvres, en 4 à 6 semaines environ, elle s’adoucit et s’éclaircit. Une séance de retouche environ 4 à 8 semaines après la première permet d’uniformiser la couleur.',
        'Le pigment s’estompe lentement, généralement en 1 à 3 ans environ, selon votre peau, votre exposition au soleil et vos habitudes. Il ne part pas au lavage : la teinte est donc choisie avec soin lors de la consultation. Cette technique peut aussi adoucir des lèvres foncées, mais des lèvres très foncées peuvent nécessiter un éclaircissement au préalable.',
      ],
      reasons: [
        'Lèvres pâles ou de couleur inégale',
        'Contour des lèvres peu net',
        'Souhait de réduire le maquillage quotidien',
        'Lèvres asymétriques après des cicatrices ou un traitement antérieur',
        'Allergie ou sensibilité aux rouges à lèvres',
      ],
      materials: [
        {
          name: 'Pigment cosmétique',
          description:
            'Une couleur conçue pour être utilisée dans la peau. Un petit test cutané peut être réalisé au préalable pour vérifier l’absence d’allergie.',
        },
        {
          name: 'Aiguilles à usage unique',
          description:
            'Des aiguilles stériles, ouvertes devant vous et jetées après votre traitement.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation et choix de la couleur',
          description:
            'Le praticien examine vos lèvres, discute avec vous de la teinte et de la forme souhaitées, et vérifie les antécédents de boutons de fièvre, les allergies et vos médicaments.',
        },
        {
          heading: 'Tracé du contour et anesthésie de surface',
          description:
            'Le contour est dessiné et soumis à votre accord. Une crème anesthésiante est appliquée pendant environ 20 à 30 minutes.',
        },
        {
          heading: 'Dépôt du pigment',
          description:
            'Le pigment est déposé en plusieurs couches avec une aiguille fine. Grâce à la crème anesthésiante, la gêne est généralement légère. Cela prend environ 1 à 2 heures.',
        },
        {
          heading: 'Conseils de soins',
          description:
            'Les lèvres sont nettoyées et un baume est appliqué. Des consignes écrites de soins vous sont remises.',
        },
        {
          heading: 'Retouche',
          description:
            'Une séance de suivi au bout d’environ 4 à 8 semaines permet de compléter les zones trop claires et d’ajuster la teinte.',
        },
      ],
      purpose: [
        'Donner aux lèvres une couleur douce et uniforme',
        'Rendre le contour des lèvres plus net',
        'Réduire le besoin de rouge à lèvres au quotidien',
      ],
      pros: [
        'Une couleur de longue durée qui ne bave pas',
        'Un gain de temps pour le maquillage quotidien',
        'La teinte peut être ajustée lors de la retouche',
      ],
      cons: [
        'Gonflement, sensibilité et sécheresse pendant 2 à 5 jours ; les lèvres pèlent pendant la cicatrisation',
        'La couleur peut cicatriser de façon inégale et nécessiter plus d’une retouche',
        'Le pigment peut s’estomper ou changer de teinte avec le temps, et il est difficile à retirer',
        'Peut déclencher des boutons de fièvre ; rarement, infection ou réaction allergique',
        'Ne convient pas pendant la grossesse ni en cas de certaines maladies de peau',
      ],
      postCare: [
        'Gardez les lèvres propres et appliquez le baume plusieurs fois par jour.',
        'N’arrachez pas les peaux qui pèlent ; laissez-les tomber d’elles-mêmes.',
        'Évitez les aliments très chauds, épicés ou salés pendant quelques jours, et buvez avec une paille si cela vous aide.',
        'Évitez le rouge à lèvres, les baisers, la piscine et le sauna jusqu’à la cicatrisation des lèvres, en général environ 1 semaine.',
        'Une fois les lèvres cicatrisées, utilisez un baume à lèvres avec SPF, car le soleil fait pâlir la couleur plus vite.',
        'Appelez la clinique en cas de cloques, de pus, de fièvre, ou de gonflement qui augmente après 2 jours.',
      ],
    },
    microblading: {
      name: 'Microblading (sourcils poil à poil)',
      summary: 'De fins traits de pigment imitant les poils, pour des sourcils plus fournis.',
      cardLines: [
        'Un outil manuel trace dans les sourcils de fins traits de pigment qui imitent les poils.',
        'Le résultat dure environ 1 à 3 ans avec des retouches.',
        'Une retouche environ 4 à 8 semaines plus tard est généralement nécessaire.',
      ],
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Femmes enceintes ou qui allaitent',
          'Personnes qui font des chéloïdes (cicatrices épaisses en relief)',
          'Personnes ayant pris de l’isotrétinoïne (un médicament contre l’acné) au cours des 6 derniers mois',
          'Personnes ayant une maladie de peau ou une infection au niveau des sourcils',
          'Personnes sous anticoagulants, en attendant l’avis d’un médecin',
        ],
      },
      whatItIs: [
        'Le microblading est une forme de tatouage esthétique des sourcils. Un outil manuel muni d’une rangée d’aiguilles très fines sert à faire de minuscules incisions dans la couche superficielle de la peau. Un pigment de longue durée est déposé dans ces incisions. Les traits ressemblent à des poils de sourcils, un par un.',
        'Il permet de combler des trous, de donner un aspect plus fourni à des sourcils fins et de dessiner une forme plus nette. La forme et la couleur sont définies avec vous avant le dépôt de tout pigment, en fonction de votre visage et de votre couleur de cheveux.',
        'Le résultat dure environ 1 à 3 ans avec des retouches. Le pigment s’estompe lentement avec le temps. Une peau grasse, l’exposition au soleil et certains produits de soin l’estompent plus vite. Une peau très grasse retient parfois moins bien des traits nets, et une technique ombrée peut alors mieux lui convenir.',
      ],
      reasons: [
        'Sourcils fins, clairsemés ou irréguliers',
        'Sourcils perdus à cause d’une épilation excessive ou de l’âge',
        'Trous dus à des cicatrices',
        'Sourcils asymétriques',
        'Souhait de passer moins de temps à maquiller ses sourcils',
      ],
      materials: [
        {
          name: 'Pigment cosmétique',
          description:
            'Une couleur conçue pour être utilisée dans la peau, assortie à vos cheveux et à votre teint. Un test cutané peut être réalisé au préalable.',
        },
        {
          name: 'Lame à usage unique',
          description:
            'Un outil stérile à usage unique muni d’aiguilles fines, ouvert pour vous et jeté après votre traitement.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Le praticien examine votre peau et votre état de santé, et discute avec vous de la forme et de la couleur souhaitées.',
        },
        {
          heading: 'Tracé des sourcils',
          description:
            'La nouvelle forme des sourcils est mesurée et dessinée sur votre visage. Rien n’est fait sans votre accord.',
        },
        {
          heading: 'Anesthésie de surface',
          description:
            'Une crème anesthésiante est appliquée pendant environ 20 à 30 minutes. La gêne est généralement légère ; certaines personnes ressentent une sensation de grattage.',
        },
        {
          heading: 'Réalisation des traits',
          description:
            'De fins traits sont tracés et le pigment y est introduit. La séance complète dure environ 2 heures.',
        },
        {
          heading: 'Retouche',
          description:
            'Environ 4 à 8 semaines plus tard, les sourcils sont contrôlés et les zones trop claires ou irrégulières sont complétées.',
        },
      ],
      purpose: [
        'Donner un aspect plus fourni à des sourcils fins ou clairsemés',
        'Donner aux sourcils une forme plus nette et équilibrée',
        'Réduire le besoin de maquiller ses sourcils au quotidien',
      ],
      pros: [
        'Des traits d’aspect naturel, qui imitent les poils',
        'Un gain de temps pour le maquillage quotidien',
        'Ne coule pas avec la transpiration ou l’eau une fois cicatrisé',
        'La forme et la couleur sont définies avec vous à l’avance',
      ],
      cons: [
        'Des retouches sont nécessaires pour maintenir le résultat, ce qui augmente le coût au fil du temps',
        'Les sourcils paraissent plus foncés pendant les 1 à 2 premières semaines, puis s’adoucissent',
        'Une fois cicatrisée, la couleur peut être irrégulière ou changer de teinte avec le temps, par exemple virer au gris ou au rouge',
        'Le retrait ou la correction est difficile si le résultat ne vous plaît pas',
        'Rarement, infection, réaction allergique ou cicatrice',
      ],
      postCare: [
        'Gardez les sourcils au sec pendant 7 à 10 jours ; lavez votre visage avec précaution autour.',
        'Appliquez uniquement la pommade qui vous a été remise, en couche fine.',
        'Ne grattez pas, n’arrachez rien et ne frottez pas les sourcils ; laissez les peaux tomber d’elles-mêmes.',
        'Évitez le maquillage des sourcils, la piscine, le sauna et la forte transpiration pendant environ 2 semaines.',
        'Protégez vos sourcils du soleil et, une fois cicatrisés, appliquez-y une crème solaire pour ralentir la décoloration.',
        'Appelez la clinique en cas de rougeur, de gonflement ou de douleur croissants, de pus ou de fièvre.',
      ],
    },
    'hair-prp': {
      name: 'PRP pour les cheveux',
      summary: 'Des injections de plasma riche en plaquettes pour les cheveux clairsemés.',
      cardLines: [
        'Du plasma issu de votre propre sang est injecté dans les zones clairsemées du cuir chevelu.',
        'Utilisé en cas d’alopécie androgénétique et de perte de densité diffuse.',
        'Plusieurs séances sont nécessaires, à environ un mois d’intervalle.',
      ],
      note: 'Le PRP est utilisé pour les cheveux clairsemés. Il ne fait pas repousser les cheveux sur des zones déjà complètement chauves.',
      secondary: {
        heading: 'Contre-indications possibles',
        points: [
          'Personnes atteintes d’une maladie du sang ou des plaquettes',
          'Personnes sous anticoagulants, en attendant l’avis d’un médecin',
          'Personnes ayant une infection ou une maladie active du cuir chevelu',
          'Personnes atteintes d’un cancer ou en cours de traitement contre un cancer',
          'Femmes enceintes ou qui allaitent',
        ],
      },
      whatItIs: [
        'PRP signifie « plasma riche en plaquettes ». Le plasma est la partie liquide du sang. Les plaquettes sont de minuscules cellules du sang qui favorisent la cicatrisation. Elles libèrent des facteurs de croissance, des substances naturelles qui pourraient aider des follicules pileux affaiblis (les petites cavités de la peau d’où poussent les cheveux) à redevenir plus actifs.',
        'Pour le PRP capillaire, une petite quantité de votre sang est prélevée au bras, puis centrifugée pour concentrer les plaquettes. Le plasma est ensuite injecté avec une aiguille très fine dans le cuir chevelu, là où les cheveux s’affinent.',
        'Il est surtout utilisé en cas d’alopécie androgénétique. Il s’agit d’une perte de densité progressive et héréditaire, au sommet du crâne ou sur le devant chez l’homme, ou le long de la raie chez la femme. Une cure d’environ 3 à 4 séances, espacées de 4 semaines, est habituelle, suivie d’une séance d’entretien tous les 3 à 6 mois. Les résultats varient, et la recherche est encore en cours.',
      ],
      reasons: [
        'Alopécie androgénétique débutante ou modérée, chez l’homme ou la femme',
        'Raie qui s’élargit ou cheveux clairsemés au sommet du crâne',
        'Perte de densité des cheveux ayant été examinée par un médecin',
        'En complément d’autres traitements contre la chute des cheveux, comme le minoxidil (une lotion ou un comprimé contre la chute des cheveux)',
      ],
      procedure: [
        {
          heading: 'Consultation et examens',
          description:
            'Le médecin examine votre cuir chevelu et vous interroge sur votre santé et vos antécédents familiaux. Des analyses de sang peuvent être conseillées pour rechercher d’autres causes, comme un manque de fer ou un problème de thyroïde.',
        },
        {
          heading: 'Prise de sang',
          description: 'Une petite quantité de sang, environ 10 à 20 ml, est prélevée au bras.',
        },
        {
          heading: 'Préparation du PRP',
          description: 'Le sang est centrifugé pour séparer le plasma riche en plaquettes.',
        },
        {
          heading: 'Anesthésie',
          description:
            'Le cuir chevelu est nettoyé. Une crème anesthésiante, de l’air froid ou une anesthésie locale peuvent être utilisés, pour que la gêne soit généralement légère.',
        },
        {
          heading: 'Séance d’injections',
          description:
            'Le plasma est injecté en petites quantités sur l’ensemble des zones clairsemées. La séance complète dure environ 45 à 90 minutes.',
        },
        {
          heading: 'Contrôle',
          description:
            'L’évolution est suivie par des photographies pendant plusieurs mois, car les changements mettent environ 3 à 6 mois à apparaître.',
        },
      ],
      purpose: [
        'Soutenir les follicules pileux affaiblis',
        'Ralentir la perte de densité des cheveux',
        'Améliorer l’épaisseur des cheveux dans les zones clairsemées',
      ],
      pros: [
        'Utilise votre propre sang, le risque d’allergie est donc très faible',
        'Peu d’arrêt ; la plupart des personnes reprennent le travail dès le lendemain, voire plus tôt',
        'Peut être associé à des médicaments contre la chute des cheveux',
      ],
      cons: [
        'Les résultats varient, mettent des mois à apparaître, et les preuves restent limitées',
        'Plusieurs séances et un entretien régulier sont nécessaires, ce qui augmente le coût',
        'Ne fait pas repousser les cheveux sur les zones complètement chauves',
        'Sensibilité du cuir chevelu, gonflement, léger mal de tête ou petits saignements en points pendant 1 à 2 jours',
        'Rarement, infection ; certaines personnes remarquent une chute de cheveux temporaire',
      ],
      postCare: [
        'Ne vous lavez pas les cheveux pendant environ 24 heures.',
        'Évitez les colorations, les traitements chimiques et les produits coiffants pendant 2 à 3 jours.',
        'Évitez le sport intense, la piscine, le sauna et le soleil direct sur le cuir chevelu pendant 2 jours.',
        'Évitez les anti-inflammatoires comme l’ibuprofène pendant quelques jours, sauf avis de votre médecin ; vous pouvez prendre du paracétamol.',
        'Continuez à prendre tout traitement contre la chute des cheveux prescrit par votre médecin.',
        'Appelez la clinique en cas de douleur ou de gonflement croissants, de pus, de fièvre ou de saignement qui ne s’arrête pas.',
      ],
    },
  },
};

export default skinAndHair;

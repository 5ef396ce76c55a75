// English copy for the AI solutions family: /ai-solutions and /ai-solutions/{slug}.
import type { PageCopy } from '../page-copy';
import type { AiSolutionSlug } from '../../site/slugs/ai-solutions';

export const aiSolutionsIndex: PageCopy = {
  meta: {
    title: 'AI Solutions Connected to Odoo for Saudi Businesses',
    description:
      'Practical AI for Saudi companies: voice agents, chatbots, document reading and safety cameras, tested on your data and connected to Odoo.',
    keywords: [
      'AI solutions Saudi Arabia',
      'AI for Odoo',
      'AI automation Dammam',
      'Arabic AI assistant',
      'document AI Saudi',
      'PDPL compliant AI',
    ],
  },
  h1: 'Practical AI Solutions Connected to Odoo',
  lead: 'We build AI tools that take repetitive work off your team: answering calls, reading emails and documents, transcribing meetings and watching site cameras for safety risks. Each one writes its results into Odoo, and each one is tested on your own data before it goes live.',
  sections: [
    {
      heading: 'Where AI helps a Saudi business today',
      paragraphs: [
        'Most of the value we see is not in grand projects but in the daily work that eats hours: calls after hours, orders arriving as PDF attachments, scanned delivery notes typed in by hand, meeting notes nobody writes. We pick these tasks one at a time and connect the result to the Odoo modules you already use.',
      ],
      bullets: [
        'AI voice agent: answers and places calls in Arabic and English, books appointments and logs each call in Odoo.',
        'Chatbot: a website and WhatsApp assistant that answers from your own content and captures leads in Odoo CRM.',
        'AI automations: approvals, follow-ups, report generation and classification of incoming work.',
        'Email parser: reads orders, invoices and requests from your mailboxes and creates Odoo records.',
        'Voice to text: transcription and summaries of Arabic and English calls and meetings.',
        'Document AI: understanding contracts, invoices and delivery notes, and answering questions over them.',
        'Text extraction: OCR of scanned Arabic and English documents into structured data.',
        'Safety AI: camera analytics for PPE compliance and restricted zones, with alerts into your HSE system.',
      ],
    },
    {
      heading: 'How we keep AI sober',
      paragraphs: [
        'AI makes mistakes, so we design for them. Every solution has a clear point where a person reviews, approves or takes over, and anything with financial or legal weight waits for human confirmation before it is posted in Odoo.',
        'We do not quote general accuracy figures. Before go-live we run the solution on a sample of your own calls, emails or documents, measure the results with your team and agree on the threshold that is good enough for your process.',
      ],
    },
    {
      heading: 'Data privacy and hosting',
      paragraphs: [
        'Personal data in calls, chats and documents falls under the Saudi Personal Data Protection Law (PDPL). We map what data each solution handles, limit it to what the task needs, set retention and access rules with you and document where the data goes.',
        'You choose the hosting: a cloud region inside the Kingdom, your own servers, or an international service where your policy allows it. If a particular AI model is only offered from outside the Kingdom, we say so and show you the alternatives.',
      ],
    },
  ],
  steps: {
    heading: 'How an AI project runs',
    items: [
      {
        title: 'Choose one use case',
        text: 'We start with one task that costs your team real time and has a clear measure of success.',
      },
      {
        title: 'Test on your samples',
        text: 'We run a prototype on a set of your own calls, emails or documents and review the results together.',
      },
      {
        title: 'Build and connect to Odoo',
        text: 'We build the solution, link it to the right Odoo modules and set the review and handover points.',
      },
      {
        title: 'Supervised pilot',
        text: 'Your team uses it on live work with close review, and we adjust prompts, rules and thresholds.',
      },
      {
        title: 'Go-live and monitoring',
        text: 'We widen the scope step by step and keep monitoring quality, costs and exceptions.',
      },
    ],
  },
  deliverables: {
    heading: 'What you receive',
    items: [
      'A written scope for the first use case with success measures agreed in advance',
      'A test report based on your own data, not on vendor demos',
      'The working solution connected to your Odoo database',
      'Review screens and handover rules for the staff who supervise it',
      'A data protection note covering data flows, hosting, retention and access',
      'Training for users and supervisors, plus support after go-live',
    ],
  },
  faqs: [
    {
      q: 'Do we need to be on Odoo already?',
      a: 'Most of our AI work connects to Odoo, because that is where the records belong. If you are still planning Odoo, we can include the AI use case in the implementation plan, or deliver it first with a simple export until Odoo is ready.',
    },
    {
      q: 'Will these tools replace our staff?',
      a: 'They take over repetitive steps, such as typing, sorting and routine answers, so your staff spend their time on exceptions, customers and decisions. A person stays responsible for every outcome that matters.',
    },
    {
      q: 'How long does a first use case take?',
      a: 'As an estimate, a focused first use case takes 4 to 10 weeks from sample test to go-live, depending on the number of integrations and how quickly samples and feedback arrive. We confirm the estimate in writing after the sample test.',
    },
    {
      q: 'Does the AI work well in Arabic?',
      a: 'Arabic support has improved a lot, but quality still varies by dialect, handwriting and scan quality. This is exactly why we test on your own material before committing to go-live.',
    },
  ],
  cta: {
    heading: "Start with one task that wastes your team's time",
    text: 'Tell us which calls, emails or documents slow your team down. We will suggest a first use case, a sample test and an estimate.',
    button: 'Talk to our AI team',
  },
};

export const aiSolutions: Record<AiSolutionSlug, PageCopy> = {
  'ai-voice-agent': {
    meta: {
      title: 'AI Voice Agent in Arabic and English, Linked to Odoo',
      description:
        'An AI voice agent that answers and places calls in Arabic and English, books appointments, logs calls in Odoo and hands over to your staff.',
      keywords: [
        'AI voice agent Saudi Arabia',
        'Arabic voice bot',
        'AI call answering',
        'Odoo CRM call logging',
        'appointment booking AI',
        'Arabic call centre automation',
      ],
    },
    h1: 'AI Voice Agent for Arabic and English Calls',
    lead: 'A phone agent that answers inbound calls and places routine outbound ones in Arabic and English, books appointments and logs every call in Odoo CRM or Helpdesk. When a caller needs a person, it transfers the call with a short summary.',
    sections: [
      {
        heading: 'What the voice agent does',
        paragraphs: [
          'Many businesses lose calls after hours, during prayer times or on busy mornings. The agent picks up, works out what the caller wants, answers from information you have approved and takes the next step: a booking, a ticket, a callback request or a transfer.',
        ],
        bullets: [
          'Answers common questions on branches, working hours, order status and service areas',
          'Books, moves and confirms appointments against real availability in Odoo',
          'Places outbound reminder and confirmation calls, for example before maintenance visits',
          'Creates or updates the lead, ticket or activity in Odoo with a transcript and summary',
          'Transfers to a named person or team on request, on sensitive topics or when it is unsure',
        ],
      },
      {
        heading: 'Who it suits',
        paragraphs: [
          'Clinics and service centres with many bookings, maintenance and facilities firms taking fault reports, distributors answering order-status calls and rental firms handling availability questions. It works best where most calls follow a few predictable patterns.',
        ],
      },
      {
        heading: 'A person stays in charge',
        paragraphs: [
          'The agent makes no commitments outside the rules you set: no discounts, no contract terms, no medical or legal advice. Your team decides which topics it may handle, reviews call summaries daily in the first weeks and can listen to any recording.',
          'Callers are told at the start that they are speaking with an automated assistant and that the call is recorded, in line with the Personal Data Protection Law (PDPL).',
        ],
      },
    ],
    steps: {
      heading: 'How we set it up',
      items: [
        {
          title: 'Call review',
          text: 'We study a sample of your real calls and group them by reason, to decide which the agent handles and which go straight to staff.',
        },
        {
          title: 'Scripts and rules',
          text: 'With your team we write the approved answers, booking rules and handover triggers in Arabic and English.',
        },
        { title: 'Connection', text: 'We link the agent to your phone line and to Odoo calendar, CRM and Helpdesk.' },
        {
          title: 'Testing on your own calls',
          text: 'We run test scenarios built from your recorded calls, with different dialects, noise and interruptions, and show you how often it understands and routes correctly.',
        },
        {
          title: 'Supervised go-live',
          text: 'We start with one line or after-hours only, review daily, then widen the scope.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A voice agent in Arabic and English with approved scripts',
        'Connection to your phone line or call centre system',
        'Odoo integration for calendar, CRM leads and Helpdesk tickets',
        'A test report based on scenarios from your own calls',
        'Handover rules and a review screen for supervisors',
        'Training for the staff who supervise the agent',
      ],
    },
    faqs: [
      {
        q: 'Does it understand Saudi dialects?',
        a: 'It handles Gulf, Najdi and Hijazi speech as well as Modern Standard Arabic and English, but accuracy varies with accent, line quality and background noise. That is why we test it on recordings of your own callers and share the results, instead of quoting a general figure.',
      },
      {
        q: 'Can callers still reach a person?',
        a: 'Yes. Callers can ask for a person at any time, and the agent transfers automatically on topics you mark as sensitive or when it is not confident. Outside working hours it takes a callback request and creates a task in Odoo.',
      },
      {
        q: 'Where are the recordings stored?',
        a: 'You choose: a cloud region inside the Kingdom, your own servers or another provider your policy allows. Retention periods and access rights are agreed with you, and recordings can be deleted on schedule.',
      },
      {
        q: 'Do we have to change our phone numbers?',
        a: 'Usually not. The agent connects to your existing line or phone system, and we agree which numbers and hours it covers.',
      },
    ],
    cta: {
      heading: 'Find out which calls an agent can handle',
      text: 'Share your call volumes and the main reasons people call. We will propose a pilot scope and a test plan based on your own recordings.',
      button: 'Discuss a voice agent pilot',
    },
  },

  chatbot: {
    meta: {
      title: 'AI Chatbot for Websites and WhatsApp, Linked to Odoo',
      description:
        'A website and WhatsApp assistant that answers from your own content in Arabic and English and captures qualified leads into Odoo CRM.',
      keywords: [
        'AI chatbot Saudi Arabia',
        'WhatsApp chatbot Odoo',
        'Arabic website chatbot',
        'lead capture Odoo CRM',
        'customer service chatbot',
        'WhatsApp Business automation',
      ],
    },
    h1: 'AI Chatbot for Your Website and WhatsApp',
    lead: 'An assistant that answers customer questions in Arabic and English using only your own content: product sheets, price rules, policies and FAQs. When someone is ready to buy or needs help, it captures the details and creates a lead or ticket in Odoo.',
    sections: [
      {
        heading: 'Answers from your content, not from the internet',
        paragraphs: [
          'Generic chatbots guess. Ours is grounded in a knowledge base we build with you from your catalogues, service descriptions, delivery areas and terms. If the answer is not in that content, the assistant says so and offers to pass the question to your team.',
          'It can also read live data you allow from Odoo, such as stock availability or the status of an order, so customers get a current answer rather than a generic one.',
        ],
        bullets: [
          'Website chat widget and WhatsApp Business number, sharing one knowledge base',
          'Answers in the language the customer writes in, Arabic or English',
          'Collects name, company, city and need, then creates a lead in Odoo CRM',
          'Opens a Helpdesk ticket for complaints and after-sales requests',
          'Hands the conversation to a salesperson or agent with the full history',
        ],
      },
      {
        heading: 'Who uses it',
        paragraphs: [
          'Traders and distributors with large catalogues, service companies receiving many quote requests, and e-commerce sellers on platforms such as Salla, Zid or Shopify who want WhatsApp questions to reach the same Odoo CRM pipeline.',
        ],
      },
      {
        heading: 'Control, privacy and hosting',
        paragraphs: [
          'You approve the content it answers from and the topics it must refuse, such as prices outside the published list. Conversations are logged, and your team reviews a sample each week. Customer data is handled under the Personal Data Protection Law (PDPL), with a clear notice in the chat, and can be hosted inside the Kingdom.',
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Collect questions',
          text: 'We gather real questions from your WhatsApp chats, emails and sales team to see what customers actually ask.',
        },
        {
          title: 'Build the knowledge base',
          text: 'We turn your documents into approved answers in Arabic and English and mark what it must not answer.',
        },
        {
          title: 'Connect channels and Odoo',
          text: 'We set up the website widget and WhatsApp number and link lead and ticket creation to Odoo.',
        },
        {
          title: 'Test on real questions',
          text: 'We run your collected questions through the assistant and review every answer with your team before launch.',
        },
        {
          title: 'Launch and review',
          text: 'After launch we review conversations weekly and update the content as products and policies change.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A chat assistant on your website and WhatsApp Business number',
        'A knowledge base your team can update without a developer',
        'Lead and ticket creation in Odoo CRM and Helpdesk',
        'Handover to staff with the full conversation history',
        "A test report based on your customers' real questions",
        'A weekly review routine and training for the content owner',
      ],
    },
    faqs: [
      {
        q: 'What happens when the chatbot does not know the answer?',
        a: 'It says it does not have that information and offers to connect the customer with your team, or takes their details and creates a follow-up in Odoo. It is set up not to invent answers outside its approved content.',
      },
      {
        q: 'Can it quote prices?',
        a: 'Only if you want it to, and only from price lists you approve or from Odoo pricelists. For custom quotations it collects the requirements and passes them to a salesperson.',
      },
      {
        q: 'Do we need the official WhatsApp Business API?',
        a: 'Yes, for an automated assistant we connect through the WhatsApp Business API with a verified number. We help you with the setup and explain the messaging fees that WhatsApp charges.',
      },
      {
        q: 'How do we keep the answers up to date?',
        a: 'The knowledge base is a set of documents and answers your team can edit. When you change a policy or add a product, you update the content and the assistant uses it from then on.',
      },
    ],
    cta: {
      heading: 'Turn WhatsApp questions into Odoo leads',
      text: 'Send us a sample of the questions your customers ask most. We will show you how the assistant would answer them and where it would hand over to your team.',
      button: 'Plan a chatbot test',
    },
  },

  'ai-automations': {
    meta: {
      title: 'AI Workflow Automation for Odoo: Approvals and Reports',
      description:
        'AI workflows on top of Odoo: routed approvals, follow-ups, generated reports and classification of incoming work, with people signing off.',
      keywords: [
        'AI automation Odoo',
        'workflow automation Saudi Arabia',
        'approval automation',
        'automated reports Odoo',
        'AI classification',
        'business process automation KSA',
      ],
    },
    h1: 'AI Automations for Approvals, Follow-ups and Reports',
    lead: 'Automated workflows that sit on top of Odoo and handle the routine steps between people: routing approvals, chasing follow-ups, drafting reports and sorting incoming requests. The AI prepares and suggests; your staff approve.',
    sections: [
      {
        heading: 'Typical workflows we automate',
        paragraphs: [
          'Odoo already has rules and scheduled actions. We add AI where a step needs reading or judgement: understanding a free-text request, summarizing a long thread, or drafting a report from figures spread across modules.',
        ],
        bullets: [
          'Approvals: purchase requests, expense claims and discounts routed to the right approver with a short summary of the case',
          'Follow-ups: reminders on overdue quotations, unpaid invoices and open tickets, drafted in the right tone for each customer',
          'Report generation: weekly sales, collections or inventory summaries written in plain Arabic or English from Odoo data',
          'Classification: incoming emails, tickets and requests tagged by type, urgency and department, then assigned',
        ],
      },
      {
        heading: 'Who benefits',
        paragraphs: [
          'Finance teams chasing collections, procurement teams handling many requests, and managers who want a short written summary each Sunday morning instead of five dashboards. It is most useful where work waits in inboxes because nobody has sorted it yet.',
        ],
      },
      {
        heading: 'Where people stay in the loop',
        paragraphs: [
          'Automations never post journal entries, confirm payments or change prices on their own. They prepare the draft, the summary or the suggested route, and a named person approves it in Odoo. Every automated action is logged, so you can see what was suggested, by which rule and who approved it.',
          'Data stays in your Odoo database and the hosting you choose, including inside the Kingdom, and personal data is handled under the Personal Data Protection Law (PDPL).',
        ],
      },
    ],
    steps: {
      heading: 'How we work',
      items: [
        {
          title: 'Map the process',
          text: 'We sit with the people who do the work today and note every step, hand-off and delay.',
        },
        {
          title: 'Pick the steps to automate',
          text: 'We separate rule-based steps from steps that need AI, and agree where approval is required.',
        },
        {
          title: 'Trial on past cases',
          text: 'We run the automation on a batch of your past requests or records and compare its suggestions with what your team actually did.',
        },
        {
          title: 'Build in Odoo',
          text: 'We configure the workflow, the AI steps and the approval screens in your Odoo database.',
        },
        {
          title: 'Go live in stages',
          text: 'We switch on one workflow at a time and review the log with the process owner.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A process map of each workflow before and after automation',
        'Configured workflows with approval steps in Odoo',
        'AI steps for classification, summaries and drafted reports',
        'A trial report comparing AI suggestions with past decisions',
        'An audit log of every automated action',
        'Training for process owners on adjusting rules',
      ],
    },
    faqs: [
      {
        q: 'What is the difference from normal Odoo automation rules?',
        a: 'Standard rules act on fixed conditions, such as an amount above a limit. AI steps handle what rules cannot: reading a free-text request, judging its type, or writing a summary. We use plain rules wherever they are enough, because they are cheaper and predictable.',
      },
      {
        q: 'Can it work with Odoo Community?',
        a: 'Yes. Some features differ between Community and Enterprise, such as the approvals app, and we design around the edition you have.',
      },
      {
        q: 'What if the AI classifies something wrongly?',
        a: 'The person receiving it can reassign it with one click, and corrections are collected so we can tune the instructions. During the pilot we review misclassified items with you each week.',
      },
    ],
    cta: {
      heading: 'Show us the workflow that waits the longest',
      text: 'Tell us where requests, approvals or follow-ups get stuck. We will map it and suggest which steps are worth automating.',
      button: 'Book a workflow review',
    },
  },

  'email-parser': {
    meta: {
      title: 'AI Email Parser: Turn Orders and Invoices into Odoo Records',
      description:
        'AI that reads orders, supplier invoices and requests from your mailboxes and creates draft Odoo records for your team to check and confirm.',
      keywords: [
        'email parser Odoo',
        'AI email to Odoo',
        'purchase order extraction',
        'supplier invoice automation',
        'email automation Saudi Arabia',
        'Microsoft 365 Odoo integration',
      ],
    },
    h1: 'AI Email Parser for Orders, Invoices and Requests',
    lead: 'A service that watches the mailboxes where orders, supplier invoices and requests arrive, reads the email and its attachments, and creates the matching draft record in Odoo. Your team checks and confirms instead of retyping.',
    sections: [
      {
        heading: 'What it reads and what it creates',
        paragraphs: [
          'Orders and invoices reach most Saudi companies as emails with PDF, Excel or scanned attachments, each customer and supplier in its own layout. The parser reads the content, matches customers, suppliers and products to your Odoo master data, and prepares the record.',
        ],
        bullets: [
          'Customer purchase orders into draft sales orders or quotations',
          'Supplier invoices into draft vendor bills, matched to the purchase order and receipt',
          'Service and maintenance requests into Helpdesk tickets or field service tasks',
          'Delivery confirmations and statements attached to the right Odoo documents',
          'Unclear emails flagged for a person instead of guessed',
        ],
      },
      {
        heading: 'Who it suits',
        paragraphs: [
          'Distributors and traders receiving many orders by email, contractors whose suppliers send invoices in dozens of formats, and service companies whose requests arrive in shared inboxes. It works with Microsoft 365, Google Workspace and most standard mail servers.',
        ],
      },
      {
        heading: 'Checks before anything is posted',
        paragraphs: [
          'Every record is created as a draft and shows the source email next to the extracted fields, with uncertain fields highlighted. A person confirms it. The parser never confirms sales orders or posts vendor bills on its own, and it flags differences in price, quantity or VAT against the purchase order.',
          'Mailbox access is limited to the folders you choose, and email content is processed and stored in the hosting you select, including inside the Kingdom, under the Personal Data Protection Law (PDPL).',
        ],
      },
    ],
    steps: {
      heading: 'How we set it up',
      items: [
        {
          title: 'Collect samples',
          text: 'We gather a set of real emails and attachments from each main customer and supplier.',
        },
        {
          title: 'Map to Odoo',
          text: 'We define which fields go where and how customers, suppliers and products are matched.',
        },
        {
          title: 'Test on your samples',
          text: 'We run the parser on your sample set and review field by field with your team which values were read correctly.',
        },
        {
          title: 'Review screen and rules',
          text: 'We set up the draft review screen, the mismatch checks and the routing of unclear emails.',
        },
        {
          title: 'Go live by sender',
          text: 'We switch on the main senders first, then add others once their formats test well.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Connection to the chosen mailboxes and folders',
        'Extraction of orders, invoices and requests into draft Odoo records',
        'Matching to your customers, suppliers, products and purchase orders',
        'A review screen showing the source next to the extracted data',
        'A field-level test report on your own emails',
        'A routine for adding new senders and formats',
      ],
    },
    faqs: [
      {
        q: 'Does it need a template for each supplier?',
        a: "No fixed template is needed, because the AI reads the layout. We still test each main sender's format before switching it on, since some layouts are harder than others.",
      },
      {
        q: 'Can it read Arabic invoices?',
        a: 'Yes, including bilingual ZATCA tax invoices. Clear PDFs read better than photos or poor scans, and we show you the results on your own documents before go-live.',
      },
      {
        q: 'What if the product code on the order does not match ours?',
        a: 'We build a mapping table of customer codes to your Odoo products. Unmatched lines are highlighted for a person, and once confirmed the mapping is remembered.',
      },
      {
        q: 'Will it read every email in the mailbox?',
        a: 'Only the mailboxes and folders you choose. Personal or unrelated email can stay out of scope entirely.',
      },
    ],
    cta: {
      heading: 'Stop retyping orders and invoices',
      text: 'Send us a handful of typical emails and attachments. We will test them and show you what the draft Odoo records would look like.',
      button: 'Test the email parser',
    },
  },

  'voice-to-text': {
    meta: {
      title: 'Arabic and English Speech-to-Text for Calls and Meetings',
      description:
        'Transcription of Arabic dialect and English calls and meetings, with summaries and action items saved to Odoo and reviewed by your team.',
      keywords: [
        'Arabic speech to text',
        'Arabic transcription Saudi',
        'meeting transcription',
        'call transcription Odoo',
        'Saudi dialect transcription',
        'meeting summary AI',
      ],
    },
    h1: 'Voice to Text for Arabic and English Calls and Meetings',
    lead: 'Transcription of recorded calls and meetings in Saudi and Gulf Arabic, Modern Standard Arabic and English, with a short summary and a list of action items. Results are saved to the right Odoo record and checked by a person before they are shared.',
    sections: [
      {
        heading: 'What you get from each recording',
        paragraphs: [
          'Meetings and calls hold decisions that often never reach the system. We turn the audio into a searchable transcript, then into a summary that the owner can correct and attach to the customer, project or ticket in Odoo.',
        ],
        bullets: [
          'Full transcript with speaker separation where the audio allows',
          'Summary of decisions, commitments and open questions',
          'Action items that become Odoo activities with an owner and due date after review',
          'Search across past calls and meetings by customer, project or topic',
          'Mixed Arabic and English in the same conversation, as Saudi teams often speak',
        ],
      },
      {
        heading: 'Who uses it',
        paragraphs: [
          'Sales teams logging customer calls, project managers running site and progress meetings, HR teams recording interviews with consent, and management teams who want minutes without assigning a note-taker.',
        ],
      },
      {
        heading: 'Honest about accuracy',
        paragraphs: [
          'Transcription quality depends on dialect, microphones, background noise and people speaking over each other. A quiet meeting room gives much better results than a site call on speaker. We test on your own recordings first, show you the errors we find and recommend changes, such as a conference microphone, before you rely on it.',
          'Summaries are drafts: the meeting owner reviews and edits them before they are saved or sent.',
        ],
      },
      {
        heading: 'Consent, privacy and hosting',
        paragraphs: [
          'Recordings contain personal data, so we set up notices and consent, retention periods and access rights under the Personal Data Protection Law (PDPL). Audio and transcripts can be processed and stored inside the Kingdom or on your own servers.',
        ],
      },
    ],
    steps: {
      heading: 'How we roll it out',
      items: [
        {
          title: 'Sample recordings',
          text: 'You share a set of typical calls and meetings, covering your usual dialects and rooms.',
        },
        {
          title: 'Accuracy review',
          text: 'We transcribe the samples and go through the errors with you to judge whether quality is good enough for each use.',
        },
        {
          title: 'Connect sources and Odoo',
          text: 'We link your phone system, meeting tools or upload folder, and map where summaries and tasks go in Odoo.',
        },
        {
          title: 'Pilot with one team',
          text: 'One team uses it for a few weeks and we tune vocabulary, such as product and place names.',
        },
        { title: 'Extend', text: 'We roll it out to other teams with agreed retention and access rules.' },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Transcription for Arabic dialects and English, including mixed speech',
        'Summaries and action items in Arabic or English, reviewed before saving',
        'Links to Odoo CRM, Project and Helpdesk records',
        'A custom vocabulary for your products, sites and names',
        'An accuracy review on your own recordings',
        'Consent notices and retention settings aligned with the PDPL',
      ],
    },
    faqs: [
      {
        q: 'Which Arabic dialects does it handle?',
        a: 'Saudi dialects such as Najdi, Hijazi and Eastern Province speech, other Gulf dialects and Modern Standard Arabic, as well as English. Quality differs between speakers and recording conditions, which is why we test on your recordings rather than quote a number.',
      },
      {
        q: 'Can it transcribe live?',
        a: 'Yes, live transcription is possible for calls and online meetings, but recorded audio processed afterwards is usually more accurate. We recommend based on your use.',
      },
      {
        q: 'Can we use it for legal or official minutes?',
        a: 'Use it as a first draft only. For official minutes or anything with legal weight, a person must check the transcript against the recording.',
      },
    ],
    cta: {
      heading: 'Hear how it handles your recordings',
      text: 'Share a few typical calls or meetings. We will transcribe them, show you the errors honestly and suggest whether it fits your team.',
      button: 'Request a transcription test',
    },
  },

  'doc-ai': {
    meta: {
      title: 'Document AI for Contracts, Invoices and Delivery Notes',
      description:
        "AI that reads contracts, invoices and delivery notes, links the key terms to Odoo and answers your team's questions over your own documents.",
      keywords: [
        'document AI Saudi Arabia',
        'contract analysis AI',
        'invoice processing Odoo',
        'delivery note automation',
        'ask questions over documents',
        'Arabic document understanding',
      ],
    },
    h1: 'Document AI for Contracts, Invoices and Delivery Notes',
    lead: 'AI that understands the documents your business runs on, pulls out the terms and figures that matter, and lets your team ask questions over them in Arabic or English. Key data lands in Odoo, and every answer points back to the page it came from.',
    sections: [
      {
        heading: 'What it understands',
        paragraphs: [
          'Text extraction gives you the words on the page; document AI works out what they mean. It finds the payment terms in a contract, the retention clause in a subcontract, or the quantity difference between a delivery note and its purchase order.',
        ],
        bullets: [
          'Contracts: parties, dates, values, payment terms, penalties, renewal and termination clauses',
          'Invoices: supplier, VAT number, lines, 15% VAT, totals, checked against purchase orders and receipts',
          'Delivery notes: items, quantities and signatures, matched to Odoo receipts and deliveries',
          'Questions over documents: for example, which supplier contracts expire this quarter, with the source page shown',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Contractors managing many subcontracts and variations, procurement and finance teams matching invoices to orders and receipts, and legal or admin teams who need to find a clause quickly across hundreds of agreements.',
        ],
      },
      {
        heading: 'Review, evidence and privacy',
        paragraphs: [
          'Every extracted value and every answer links to the exact place in the source document, so your team can check it in seconds. Contract summaries and mismatch warnings support people; they do not replace legal review or approval of payments.',
          'Documents stay in storage you control, in Odoo Documents or your own file server, hosted inside the Kingdom if you prefer. Access follows Odoo user rights, so the AI only answers from documents the user is allowed to see, and personal data is handled under the Personal Data Protection Law (PDPL).',
        ],
      },
    ],
    steps: {
      heading: 'How we deliver it',
      items: [
        {
          title: 'Choose document types',
          text: 'We agree which documents matter most and which fields or questions you need from each.',
        },
        {
          title: 'Sample test',
          text: 'We run the AI on a set of your real documents and check every extracted value and answer with your team.',
        },
        {
          title: 'Connect to Odoo',
          text: 'We link the documents and extracted data to partners, purchase orders, receipts, bills or projects.',
        },
        { title: 'Set review rules', text: 'We define which mismatches trigger a warning and who reviews them.' },
        { title: 'Go live and extend', text: 'We start with one document type and add others as they pass the test.' },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Extraction of agreed fields from contracts, invoices and delivery notes',
        'Three-way matching support between orders, receipts and vendor bills',
        'A question-and-answer screen over your documents with source references',
        'Expiry and renewal reminders as Odoo activities',
        'A test report on your own documents',
        'Access rules that follow your Odoo user rights',
      ],
    },
    faqs: [
      {
        q: 'How is this different from text extraction (OCR)?',
        a: 'OCR turns a scan into text and fields. Document AI reads the meaning, such as which clause sets the payment term, and compares documents with each other and with Odoo. Scanned documents usually go through OCR first.',
      },
      {
        q: 'Can it handle bilingual Arabic and English contracts?',
        a: 'Yes. Many Saudi contracts are bilingual, and the AI can read both columns. Where the two versions differ, it flags the difference for a person rather than choosing one.',
      },
      {
        q: 'Will the AI give legal opinions?',
        a: 'No. It finds and summarizes clauses and shows the source. Interpreting them remains the job of your legal advisers.',
      },
      {
        q: 'Are our documents used to train public models?',
        a: 'We choose services and settings in which your documents are not used to train public models, and we document this in the data protection note for your project.',
      },
    ],
    cta: {
      heading: 'Find what is hidden in your documents',
      text: 'Pick one document type that your team reads by hand today. We will test the AI on your own samples and show you the results.',
      button: 'Start a document test',
    },
  },

  'text-extract': {
    meta: {
      title: 'Arabic and English OCR: Scanned Documents to Structured Data',
      description:
        'OCR for scanned Arabic and English documents, turning forms, invoices and certificates into structured data in Odoo, with human checks.',
      keywords: [
        'Arabic OCR',
        'OCR Saudi Arabia',
        'scanned documents to Odoo',
        'text extraction Arabic English',
        'data entry automation',
        'document digitization KSA',
      ],
    },
    h1: 'Text Extraction for Scanned Arabic and English Documents',
    lead: 'OCR that turns scanned and photographed documents, in Arabic, English or both, into structured fields your systems can use. Extracted data goes into Odoo or a spreadsheet after a person checks the uncertain values.',
    sections: [
      {
        heading: 'From paper to fields',
        paragraphs: [
          'Many processes in the Kingdom still run on stamped paper: delivery notes signed on site, government certificates, ID copies, handwritten forms and old archive files. We read the text, find the fields you need and deliver them in a fixed structure.',
        ],
        bullets: [
          'Printed Arabic and English, including bilingual forms and tables',
          'Key fields such as numbers, dates, amounts, names and reference codes',
          'Tables such as item lines, quantities and prices',
          'Handwriting where it is reasonably clear, always flagged for review',
          'Batch digitization of archives into searchable PDF files plus data',
        ],
      },
      {
        heading: 'Who needs it',
        paragraphs: [
          'Logistics and contracting firms with signed delivery notes and timesheets, HR teams handling employee documents, laboratories and inspection firms with certificates, and any company wanting to move a paper archive into Odoo Documents.',
        ],
      },
      {
        heading: 'Quality checks and human review',
        paragraphs: [
          'OCR quality depends on the scan: resolution, lighting, stamps over text and handwriting all matter. Each extracted value carries a confidence level, and values below the threshold you agree go to a reviewer, who sees the image next to the field and corrects it.',
          'Identity documents and HR files contain sensitive personal data. We limit access, set retention rules and process the data under the Personal Data Protection Law (PDPL), on servers inside the Kingdom or your own premises if required.',
        ],
      },
    ],
    steps: {
      heading: 'How the work runs',
      items: [
        {
          title: 'Document inventory',
          text: 'We list the document types, volumes and fields you need, and agree the output format.',
        },
        {
          title: 'Sample test',
          text: 'We run OCR on a representative set of your scans, including the worst ones, and measure field by field what is read correctly.',
        },
        {
          title: 'Scanning advice',
          text: 'Where results suffer from scan quality, we recommend scanner settings or simple capture rules for staff.',
        },
        {
          title: 'Build and connect',
          text: 'We set up extraction, the review queue and the transfer into Odoo or your chosen format.',
        },
        {
          title: 'Run and monitor',
          text: 'We process live documents or the archive in batches and track correction rates with you.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'OCR for your agreed Arabic and English document types',
        'Structured output into Odoo, Excel or CSV',
        'A review queue showing each image next to the extracted fields',
        'Searchable PDF copies for your archive',
        'A field-level test report on your own scans',
        'Scanning guidelines for your staff',
      ],
    },
    faqs: [
      {
        q: 'Can it read handwritten Arabic?',
        a: 'Sometimes, depending on the handwriting. Printed text reads far more reliably. We test your handwritten samples and tell you honestly whether they are worth automating or better left to manual entry.',
      },
      {
        q: 'Can we digitize a large paper archive?',
        a: 'Yes. We agree the priority documents and fields, process the archive in batches and give you an estimate of effort after the sample test.',
      },
      {
        q: 'Do we need special scanners?',
        a: 'Usually not. A standard office scanner at a proper resolution works well. Phone photos can work too if staff follow a few simple capture rules.',
      },
    ],
    cta: {
      heading: 'See your scans as clean data',
      text: 'Send us a sample of your scanned documents, including the difficult ones. We will test them and share a field-by-field result.',
      button: 'Send documents for a test',
    },
  },

  'safety-ai': {
    meta: {
      title: 'Safety AI: Camera Analytics for PPE and Restricted Zones',
      description:
        'Camera analytics that detect missing PPE and entry into restricted zones on sites and plants, sending alerts to your HSE team for review.',
      keywords: [
        'safety AI Saudi Arabia',
        'PPE detection camera',
        'restricted zone detection',
        'HSE camera analytics',
        'construction site safety AI',
        'plant safety monitoring',
      ],
    },
    h1: 'Safety AI for PPE Compliance and Restricted Zones',
    lead: 'Video analytics that work with your existing site and plant cameras to spot missing personal protective equipment and people entering restricted zones. Each alert goes to your HSE team with an image, and a person decides what happens next.',
    sections: [
      {
        heading: 'What the cameras watch for',
        paragraphs: [
          'Safety officers cannot watch every camera on a large site or plant. The system reviews the video feeds continuously and raises an alert only when it sees one of the situations you have defined, in the areas and hours you choose.',
        ],
        bullets: [
          'Missing hard hats, high-visibility vests, safety glasses or other PPE you specify',
          'Entry into restricted or hazardous zones, such as around lifting operations or rotating equipment',
          'People in vehicle-only areas or loading bays',
          'Alerts with a snapshot and short clip sent to the HSE system, email or WhatsApp',
          'Daily and weekly summaries by area and shift for toolbox talks',
        ],
      },
      {
        heading: 'Who it suits',
        paragraphs: [
          'Contractors on construction and shutdown sites, manufacturing plants and warehouses in Jubail, Dammam and other industrial cities, and logistics yards. Alerts can feed an HSE system in Odoo, a custom workplace safety application we build, or the tool you already use.',
        ],
      },
      {
        heading: 'People, accuracy and privacy',
        paragraphs: [
          'Detection is affected by camera angle, distance, lighting, dust and heat haze. We test on footage from your own cameras, tune each zone and alert threshold with your HSE team, and review false alerts and missed cases before go-live. An HSE officer confirms each alert before any action is taken against a worker.',
          'Video of workers is personal data. We agree the purpose with you, post signage, limit who can see footage, keep clips only as long as needed and prefer processing on site or inside the Kingdom, in line with the Personal Data Protection Law (PDPL). The system is for safety, not for tracking individual productivity.',
        ],
      },
    ],
    steps: {
      heading: 'How we deploy it',
      items: [
        {
          title: 'Site survey',
          text: 'We review your camera positions, network and the risks your HSE team wants to cover.',
        },
        {
          title: 'Footage test',
          text: 'We run detection on recorded footage from your cameras and go through every alert and missed case with your HSE team.',
        },
        {
          title: 'Zones and rules',
          text: 'We draw restricted zones, set PPE rules per area and decide who receives which alert.',
        },
        {
          title: 'Installation',
          text: 'We install processing on site or in your chosen hosting and connect alerts to your HSE system.',
        },
        {
          title: 'Supervised pilot',
          text: 'We run a pilot on selected cameras, tune thresholds and then extend across the site.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'PPE and restricted zone detection on your selected cameras',
        'Zone and rule settings per area and shift',
        'Alerts with images into your HSE system, email or WhatsApp',
        'An alert review screen for HSE officers to confirm or dismiss',
        'Daily and weekly safety summaries by area',
        'A test report on footage from your own cameras',
      ],
    },
    faqs: [
      {
        q: 'Can it use our existing cameras?',
        a: 'In most cases, yes, if the cameras give a clear view of the area at a suitable distance and we can access the video stream. The site survey tells us which cameras work and where a new angle would help.',
      },
      {
        q: 'Will it catch every violation?',
        a: 'No system catches everything. It adds coverage where people cannot watch continuously, and we measure missed cases and false alerts on your own footage so you know its limits before relying on it.',
      },
      {
        q: 'Does the video leave our site?',
        a: 'It does not have to. Processing can run on a server at your site, with only alert images sent to the HSE team. If you prefer cloud processing, we use hosting inside the Kingdom.',
      },
      {
        q: 'Can alerts go into Odoo?',
        a: 'Yes. Alerts can create incidents or observations in an Odoo-based HSE application, so follow-up actions, owners and closure are tracked in one place.',
      },
    ],
    cta: {
      heading: 'Test safety AI on your own cameras',
      text: 'Share a short recording from a few site or plant cameras. We will run detection on it and walk your HSE team through the results.',
      button: 'Arrange a site survey',
    },
  },
};

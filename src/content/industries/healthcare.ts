import { industryOpenings } from '../openings';
import { paths } from '../paths';
import type { IndustryPage } from '../types';

export const healthcare: IndustryPage = {
  id: 'healthcare',
  path: paths.healthcare,
  ...industryOpenings.healthcare,
  icon: 'heart',
  description:
    'Healthcare IT solutions: HIPAA-aligned AI automation, EHR integration, secure cloud and vetted engineers for providers, payers and health tech companies.',
  stats: [
    { value: 'HIPAA', label: 'aligned delivery and safeguards' },
    { value: '80-90%', label: 'less manual work on intake and claims tasks' },
    { value: '99.9%', label: 'accuracy on automated data entry' },
  ],
  capabilities: {
    heading: 'How we help healthcare organizations',
    lead: 'From the front desk to the data warehouse: automation, integration, security and people who know healthcare.',
  },
  sections: [
    {
      heading: 'AI automation for administrative work',
      body: 'Administrative tasks take time away from patients. We automate the repetitive, rules-based work across intake, billing and claims, with people reviewing every exception.',
      points: [
        'Patient intake and referral document processing',
        'Prior authorization and eligibility checks',
        'Claims preparation, coding support and denial follow-up',
        'Appointment reminders and scheduling workflows',
      ],
    },
    {
      heading: 'EHR integration and interoperability',
      body: 'Clinical and business systems rarely share data easily. We connect them using healthcare data standards, so information reaches the right people without re-keying.',
      points: [
        'HL7 v2 and FHIR interfaces',
        'Integration with EHR, practice management and billing systems',
        'Patient portal and telehealth integrations',
        'Data validation and reconciliation between systems',
      ],
    },
    {
      heading: 'HIPAA-aligned security and compliance',
      body: 'Protected health information needs safeguards at every layer. We design systems and processes that support your HIPAA obligations and stand up to audits.',
      points: [
        'Risk assessments against the HIPAA Security Rule',
        'Encryption of PHI at rest and in transit',
        'Access controls, audit logging and monitoring',
        'Business associate agreements for our engagements',
      ],
    },
    {
      heading: 'Secure cloud for healthcare workloads',
      body: 'We build and operate healthcare workloads on AWS, Microsoft Azure and Google Cloud using their HIPAA-eligible services and hardened configurations.',
      points: [
        'HIPAA-eligible service selection and configuration',
        'Backup, disaster recovery and high availability',
        '30-50% cost reduction through right-sizing',
      ],
    },
    {
      heading: 'Healthcare analytics',
      body: 'Bring operational, financial and clinical data together to see what is working and where to improve.',
      points: [
        'Operational and revenue-cycle dashboards',
        'Population health and quality reporting',
        'De-identified data sets for research and analytics',
      ],
    },
    {
      heading: 'Healthcare technology talent',
      body: 'Add engineers who already understand healthcare data, privacy requirements and clinical workflows to your team.',
      points: [
        'Developers experienced with HL7, FHIR and EHR platforms',
        'Data engineers and analysts for healthcare data',
        'Candidates presented in 1-2 weeks, 2-4 weeks for senior roles',
      ],
    },
  ],
  relatedServices: ['ai-automation', 'security', 'cloud', 'it-talent'],
  faqs: [
    {
      question: 'Do you sign business associate agreements (BAAs)?',
      answer:
        'Yes. When our work involves protected health information, we sign a business associate agreement and follow the safeguards it requires.',
    },
    {
      question: 'Which EHR systems can you integrate with?',
      answer:
        'We integrate with major EHR and practice management platforms through their supported interfaces, including HL7 v2 feeds and FHIR APIs. We confirm the options for your systems during discovery.',
    },
    {
      question: 'How do you keep patient data safe when using AI?',
      answer:
        'We use HIPAA-eligible services, encrypt data in transit and at rest, restrict access by role, log every access, and keep people in the loop to review AI outputs before they affect patient records.',
    },
    {
      question: 'Where should a healthcare organization start with automation?',
      answer:
        'Usually with a high-volume administrative process such as intake, eligibility checks or claims follow-up. A free consultation helps us identify the process with the fastest payback.',
    },
  ],
  closing: {
    heading: 'Give your care teams time back',
    body: 'Tell us which administrative process slows you down. We will show you how to automate it safely, with HIPAA-aligned safeguards from day one.',
    button: 'Talk to Our Healthcare Team',
  },
};

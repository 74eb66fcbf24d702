import { paths } from '../paths';
import type { ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

export const security: ServicePage = {
  id: 'security',
  path: paths.security,
  ...serviceOpenings.security,
  description:
    'Cybersecurity and compliance services: HIPAA, SOC 2 and PCI DSS readiness, 24/7 threat monitoring, encryption and security audits for growing businesses.',
  keywords: [
    'cybersecurity services',
    'compliance',
    'SOC 2',
    'HIPAA',
    'PCI DSS',
    'security monitoring',
    'encryption',
    'security audit',
  ],
  ...serviceSummaries.security,
  offers: {
    heading: 'Protection from readiness to response',
    lead: 'Compliance, monitoring, encryption and audits: one team for the controls your customers and auditors ask about.',
  },
  tabs: [
    {
      id: 'compliance',
      label: 'Compliance',
      icon: 'clipboard',
      heading: 'Compliance readiness, built into how you work',
      intro:
        'We assess your controls against the frameworks your customers and regulators expect, close the gaps and keep the evidence ready for your auditors.',
      highlights: [
        'HIPAA, SOC 2, PCI DSS, ISO 27001 and GDPR readiness',
        'Gap assessments with a prioritized remediation plan',
        'Policies, procedures and evidence collection',
        'Continuous compliance monitoring in the cloud',
      ],
      cards: [
        {
          icon: 'target',
          title: 'Gap Assessment',
          description: 'Know exactly where you stand against your target framework.',
          features: ['Control-by-control review', 'Risk-ranked findings', 'Remediation roadmap'],
        },
        {
          icon: 'clipboard',
          title: 'Audit Preparation',
          description: 'Walk into your audit with the evidence already organized.',
          features: ['Policy and procedure templates', 'Evidence collection', 'Auditor liaison'],
        },
        {
          icon: 'check',
          title: 'Continuous Compliance',
          description: 'Stay compliant between audits, not just during them.',
          features: ['Automated control checks', 'Cloud configuration monitoring', 'Quarterly reviews'],
        },
      ],
      action: 'Book a Compliance Consultation',
    },
    {
      id: 'monitoring',
      label: 'Threat Monitoring',
      icon: 'eye',
      heading: '24/7 threat monitoring and response',
      intro:
        'Our security operations team watches your endpoints, cloud accounts and networks around the clock, and responds to threats before they become incidents.',
      highlights: [
        '24/7 monitoring by security analysts',
        'SIEM and endpoint detection and response (EDR) management',
        'Threat hunting and alert triage',
        'Incident response playbooks and post-incident reviews',
      ],
      stats: [
        { value: '24/7', label: 'security monitoring' },
        { value: 'SIEM + EDR', label: 'managed detection coverage' },
        { value: 'Playbooks', label: 'for incident response, reviewed after every incident' },
      ],
      cards: [
        {
          icon: 'eye',
          title: 'Managed Detection & Response',
          description: 'Round-the-clock detection with analysts ready to act.',
          features: ['Endpoint and cloud telemetry', 'Alert triage and escalation', 'Containment support'],
        },
        {
          icon: 'server',
          title: 'SIEM Management',
          description: 'Logs that turn into useful, actionable alerts.',
          features: ['Log source onboarding', 'Detection rule tuning', 'Retention for compliance'],
        },
        {
          icon: 'zap',
          title: 'Incident Response',
          description: 'A clear plan and an experienced team when something happens.',
          features: ['Response playbooks', 'Forensic investigation', 'Lessons-learned reviews'],
        },
      ],
      action: 'Talk to a Security Expert',
    },
    {
      id: 'encryption',
      label: 'Encryption',
      icon: 'lock',
      heading: 'Encryption and data protection end to end',
      intro:
        'We protect sensitive data at rest, in transit and in use, with key management and access controls that satisfy both security teams and auditors.',
      highlights: [
        'Encryption at rest and in transit across cloud and on-premises systems',
        'Key management with AWS KMS, Azure Key Vault or Google Cloud KMS',
        'Identity and access management with least privilege',
        'Data classification and loss prevention',
      ],
      cards: [
        {
          icon: 'key',
          title: 'Key Management',
          description: 'Centralized, auditable control of your encryption keys.',
          features: ['Key rotation policies', 'Hardware-backed key storage', 'Access logging'],
        },
        {
          icon: 'lock',
          title: 'Data Protection',
          description: 'Sensitive data found, classified and protected.',
          features: ['Data discovery and classification', 'Tokenization and masking', 'Data loss prevention'],
        },
        {
          icon: 'users',
          title: 'Identity & Access',
          description: 'The right people with the right access, and nothing more.',
          features: ['Single sign-on and MFA', 'Role-based access control', 'Access reviews'],
        },
      ],
      action: 'Request a Data Protection Review',
    },
    {
      id: 'audits',
      label: 'Security Audits',
      icon: 'check',
      heading: 'Security audits and penetration testing',
      intro:
        'We test your applications, cloud environments and networks the way an attacker would, and give you clear, prioritized findings your team can act on.',
      highlights: [
        'Web application and API penetration testing',
        'Cloud configuration and network security reviews',
        'Findings ranked by risk with remediation guidance',
        'Retesting to confirm every fix',
      ],
      cards: [
        {
          icon: 'target',
          title: 'Penetration Testing',
          description: 'Manual and automated testing of your most important assets.',
          features: [
            'Web, mobile and API testing',
            'External and internal network tests',
            'Executive summary',
          ],
        },
        {
          icon: 'cloud',
          title: 'Cloud Security Review',
          description: 'Misconfigurations found before attackers find them.',
          features: [
            'AWS, Azure and Google Cloud reviews',
            'Identity and permission analysis',
            'Benchmark scoring',
          ],
        },
        {
          icon: 'clipboard',
          title: 'Vulnerability Management',
          description: 'An ongoing program, not a one-time scan.',
          features: ['Scheduled scanning', 'Risk-based prioritization', 'Patch tracking'],
        },
      ],
      action: 'Schedule a Security Audit',
    },
  ],
  closing: {
    heading: 'Know where you stand before an auditor does',
    body: 'We will review your current controls and outline the gaps worth closing first.',
    button: 'Review My Security',
  },
};

import type { TalentNode } from './types';

/** Who a talent node is: a fictional engineer's name, role and skills. */
export type TalentProfile = Pick<TalentNode, 'name' | 'role' | 'skills'>;

/**
 * The 46 sample engineer profiles of the home hero's talent network, by node id (docs/product.md#talent-network,
 * docs/decisions/0009-fixed-sample-data.md). All people are fictional. Where each sits and whom it connects to is
 * in talent.ts.
 */
export const talentProfiles: Readonly<Record<string, TalentProfile>> = {
  t01: {
    name: 'Maya Chen',
    role: 'Senior React Engineer',
    skills: ['React', 'TypeScript', 'Next.js', 'Testing Library'],
  },
  t02: { name: 'Luis Hernández', role: 'Frontend Developer', skills: ['Vue', 'Nuxt', 'Tailwind CSS'] },
  t03: {
    name: 'Aisha Bello',
    role: 'QA Automation Engineer',
    skills: ['Playwright', 'Cypress', 'TypeScript'],
  },
  t04: {
    name: 'Rajesh Iyer',
    role: 'Principal Cloud Architect',
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Cost Optimization'],
  },
  t05: { name: 'Emily Novak', role: 'UI Engineer', skills: ['Angular', 'RxJS', 'SCSS'] },
  t06: {
    name: 'Kwame Mensah',
    role: 'Senior Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'GraphQL', 'Redis'],
  },
  t07: { name: 'Sofia Rossi', role: 'Mobile Developer', skills: ['React Native', 'Swift', 'Kotlin'] },
  t08: { name: 'Daniel Park', role: 'Data Engineer', skills: ['Python', 'Apache Spark', 'Airflow', 'dbt'] },
  t09: { name: 'Fatima Zahra', role: 'Security Analyst', skills: ['SIEM', 'Incident Response', 'Splunk'] },
  t10: { name: 'Tomás Silva', role: 'Java Developer', skills: ['Java', 'Spring Boot', 'Kafka'] },
  t11: {
    name: 'Priyanka Nair',
    role: 'Lead Machine Learning Engineer',
    skills: ['PyTorch', 'Python', 'MLflow', 'LLM Fine-Tuning', 'Kubernetes'],
  },
  t12: { name: 'Ethan Brooks', role: 'DevOps Engineer', skills: ['GitHub Actions', 'Docker', 'Terraform'] },
  t13: {
    name: 'Mei Lin Wong',
    role: 'Senior Data Scientist',
    skills: ['Python', 'scikit-learn', 'SQL', 'Forecasting'],
  },
  t14: {
    name: 'Oluwaseun Adeyemi',
    role: 'Site Reliability Engineer',
    skills: ['Prometheus', 'Grafana', 'Kubernetes'],
  },
  t15: {
    name: 'Hannah Schmidt',
    role: 'Senior Angular Engineer',
    skills: ['Angular', 'TypeScript', 'NgRx', 'Jest'],
  },
  t16: { name: 'Carlos Mendoza', role: 'Full-Stack Developer', skills: ['React', 'Node.js', 'MongoDB'] },
  t17: {
    name: 'Grace Okonkwo',
    role: 'Cybersecurity Architect',
    skills: ['Zero Trust', 'Identity & Access Management', 'ISO 27001', 'Threat Modeling'],
  },
  t18: { name: 'Arjun Desai', role: 'Azure Cloud Engineer', skills: ['Azure', 'Bicep', 'AKS', 'Entra ID'] },
  t19: {
    name: 'Nora Lindqvist',
    role: 'Accessibility Specialist',
    skills: ['WCAG 2.2', 'ARIA', 'Screen Reader Testing'],
  },
  t20: { name: 'Jamal Wright', role: '.NET Developer', skills: ['C#', 'ASP.NET Core', 'SQL Server'] },
  t21: {
    name: 'Elena Petrova',
    role: 'Staff Full-Stack Engineer',
    skills: ['TypeScript', 'React', 'Node.js', 'AWS', 'System Design'],
  },
  t22: { name: 'Kenji Watanabe', role: 'Platform Engineer', skills: ['Kubernetes', 'Helm', 'Argo CD', 'Go'] },
  t23: { name: 'Amara Diallo', role: 'Business Intelligence Analyst', skills: ['Power BI', 'SQL', 'DAX'] },
  t24: {
    name: 'Samuel Levi',
    role: 'Senior Python Engineer',
    skills: ['Python', 'FastAPI', 'PostgreSQL', 'Celery'],
  },
  t25: { name: 'Isabela Costa', role: 'UX Engineer', skills: ['Figma', 'CSS', 'Design Systems'] },
  t26: {
    name: 'Victor Nguyen',
    role: 'AI Integration Engineer',
    skills: ['OpenAI API', 'Claude API', 'LangChain', 'Vector Databases'],
  },
  t27: {
    name: 'Leah Goldberg',
    role: 'Performance Engineer',
    skills: ['Core Web Vitals', 'Lighthouse', 'k6'],
  },
  t28: {
    name: 'Omar Haddad',
    role: 'Google Cloud Engineer',
    skills: ['BigQuery', 'GKE', 'Cloud Run', 'Pub/Sub'],
  },
  t29: { name: 'Chloe Martin', role: 'Vue Developer', skills: ['Vue', 'Pinia', 'Vite'] },
  t30: {
    name: 'Marcus Johnson',
    role: 'Engineering Manager',
    skills: ['Agile Delivery', 'Scrum', 'Stakeholder Management', 'Jira'],
  },
  t31: { name: 'Ana Lucía Torres', role: 'iOS Developer', skills: ['Swift', 'SwiftUI', 'Xcode'] },
  t32: { name: 'Ravi Shankar', role: 'Android Developer', skills: ['Kotlin', 'Jetpack Compose', 'Firebase'] },
  t33: {
    name: 'Ingrid Johansen',
    role: 'Principal Solutions Architect',
    skills: ['Enterprise Architecture', 'Microservices', 'Azure', 'Event-Driven Design'],
  },
  t34: { name: 'Yusuf Kaya', role: 'Senior Go Engineer', skills: ['Go', 'gRPC', 'PostgreSQL', 'Kafka'] },
  t35: {
    name: 'Zoe Adams',
    role: 'Cloud Security Engineer',
    skills: ['AWS Security Hub', 'GuardDuty', 'IAM'],
  },
  t36: { name: 'Diego Ramírez', role: 'RPA Developer', skills: ['UiPath', 'Power Automate', 'Python'] },
  t37: {
    name: 'Nkechi Obi',
    role: 'Lead MLOps Engineer',
    skills: ['Kubeflow', 'MLflow', 'SageMaker', 'Feature Stores'],
  },
  t38: {
    name: 'Benjamin Weiss',
    role: 'Senior Next.js Engineer',
    skills: ['Next.js', 'React', 'Server Components', 'SEO'],
  },
  t39: {
    name: 'Priya Kapoor',
    role: 'Database Administrator',
    skills: ['PostgreSQL', 'Oracle', 'Replication'],
  },
  t40: {
    name: 'Lucas Moreau',
    role: 'Senior DevOps Engineer',
    skills: ['AWS', 'CDK', 'CI/CD', 'Observability'],
  },
  t41: { name: 'Hye-jin Kim', role: 'Data Analyst', skills: ['SQL', 'Tableau', 'Python'] },
  t42: {
    name: 'Ahmed Rahman',
    role: 'Lead Backend Architect',
    skills: ['Java', 'Microservices', 'Kafka', 'Kubernetes', 'AWS'],
  },
  t43: { name: 'Olivia Bennett', role: 'Scrum Master', skills: ['Scrum', 'Kanban', 'Jira'] },
  t44: {
    name: 'Mateo García',
    role: 'Senior Mobile Engineer',
    skills: ['Flutter', 'Dart', 'Firebase', 'CI/CD'],
  },
  t45: { name: 'Anjali Verma', role: 'Test Engineer', skills: ['Selenium', 'Postman', 'API Testing'] },
  t46: {
    name: "Connor O'Brien",
    role: 'Network Engineer',
    skills: ['Cisco', 'SD-WAN', 'Zero Trust Networking'],
  },
};

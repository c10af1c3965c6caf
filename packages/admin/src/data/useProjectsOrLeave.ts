import { useAlert, useNavigate, useTexts } from '@greenroom/core';
import { useEffect, useRef, useState } from 'react';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { useProjectList } from './useProjectList';

/**
 * Every project for an admin form (GET /projects/all/admin). When the list cannot be loaded it
 * alerts 'Error retrieving projects' and goes to / (docs/reference/portal.md §8), once per
 * failure seen while the form is shown (a form mounted again after the alert stays quiet).
 * @example const projects = useProjectsOrLeave(api);
 */
export function useProjectsOrLeave(api?: AdminSlice) {
  const projects = useProjectList(api);
  const alert = useAlert();
  const navigate = useNavigate();
  const texts = useTexts(adminTextTable);
  const [failuresBefore] = useState(projects.errorUpdateCount);
  const reported = useRef(failuresBefore);
  useEffect(() => {
    if (!projects.isError || projects.errorUpdateCount <= reported.current) return;
    reported.current = projects.errorUpdateCount;
    alert(texts.projectsLoadError);
    navigate('/');
  }, [projects.isError, projects.errorUpdateCount, alert, navigate, texts]);
  return projects;
}

/** Calls of the signed-in user's own data: personal information and password. */
import { http } from './client';
import type { UserResponse } from '../model/entities';

export interface ProfileInput {
  name: string;
  /** CPF, masked or digits only. */
  document: string;
  /** Landline with area code, masked or digits only; empty when there is none. */
  phone: string;
  /** Mobile with area code, masked or digits only. */
  cellphone: string;
}

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** PUT /api/user: answers with the same body as GET /api/user; 422 gives errors by field. */
export const updateProfile = (input: ProfileInput): Promise<UserResponse> =>
  http.put<UserResponse>('/api/user', input).then((response) => response.data);

/** PUT /api/user/password: the user's other sessions end; 422 gives errors by field. */
export const changePassword = (input: PasswordChangeInput): Promise<{ message: string }> =>
  http.put<{ message: string }>('/api/user/password', input).then((response) => response.data);

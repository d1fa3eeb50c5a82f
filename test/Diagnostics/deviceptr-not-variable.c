// RUN: %accc -fsyntax-only -Xclang -verify %s

// ClauseChecks rule 23: OpenACC 3.3 sec. 2.7.4, "In C and C++, the vars in
// var-list must be pointer variables": an array element, a subarray or a
// member is no variable (clang checks only that the item is a pointer;
// OpenMP's is_device_ptr, its translation, takes variables too).
struct S { float *p; float *q[2]; };

void f(int n, float *x, float **pp, struct S s, struct S *ps) {
  #pragma acc parallel deviceptr(x)
  ;
  // expected-error@+1 {{'pp[1]' in a 'deviceptr' clause is not a pointer variable: OpenACC 3.3 sec. 2.7.4 requires the vars in a deviceptr var-list to be pointer variables in C and C++}}
  #pragma acc parallel deviceptr(pp[1])
  ;
  // expected-error@+1 {{'s.p' in a 'deviceptr' clause is not a pointer variable}}
  #pragma acc data deviceptr(s.p)
  ;
  // expected-error@+2 {{'ps->p' in a 'deviceptr' clause is not a pointer variable}}
  // expected-error@+1 {{'s.q[0]' in a 'deviceptr' clause is not a pointer variable}}
  #pragma acc parallel loop deviceptr(ps->p, s.q[0])
  for (int i = 0; i < n; ++i)
    ;
}

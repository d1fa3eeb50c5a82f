// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s

// DataDirectives.cpp rule 11: the region of a data or host_data construct is
// a structured block (OpenACC 3.3 sec. 1.6), with one exit at its end. A
// fuzzing find: a `return` in a data region was accepted and the OpenMP
// compile failed ("cannot return from OpenMP region").

int withReturn(int n, int *x) {
  // expected-note@+1 {{the 'data' construct is here}}
#pragma acc data copyin(x[0:n])
  if (n)
    return x[0]; // expected-error {{'return' leaves the region of an OpenACC 'data' construct, a structured block with one exit at its end}}
  return 0;
}

void withBreak(int n, int *x) {
  for (int k = 0; k < 3; ++k) {
    // expected-note@+1 {{the 'host_data' construct is here}}
#pragma acc host_data use_device(x)
    {
      if (n)
        break; // expected-error {{'break' leaves the region of an OpenACC 'host_data' construct}}
    }
  }
}

void withGoto(int n, int *x) {
  // expected-note@+1 {{the 'data' construct is here}}
#pragma acc data copy(x[0:n])
  {
    if (n)
      goto out; // expected-error {{'goto' leaves the region of an OpenACC 'data' construct}}
  }
out:;
}

// Jumps that stay inside the region are fine.
int inside(int n, int *x) {
  int s = 0;
#pragma acc data copy(x[0:n])
  {
    for (int i = 0; i < n; ++i) {
      if (i == 2)
        continue;
      if (i == 5)
        break;
      s += x[i];
    }
    switch (n) {
    case 1:
      break;
    default:
      goto done;
    }
  done:
    s += 1;
  }
  return s;
}

// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=gpu,both %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify=mc,both %s

// OpenACC 3.4 modifiers accc cannot honour are ignored with a warning
// (-Waccc-ignored-clause): 'capture' off the GPU (shared memory), a copy
// with only one of alwaysin/alwaysout on the GPU, 'if' on atomic.
void f(float *x, float *y, int n, int c) {
  // mc-warning@+1 {{the 'capture' modifier of the 'copy' clause is ignored: on this target the region uses the host's memory itself, which it shares with the device}}
  #pragma acc parallel copy(capture: x[0:n])
  {
    // both-warning@+1 {{the 'if' clause of the 'atomic' construct is ignored and its condition not evaluated}}
    #pragma acc atomic update if(c)
    x[0] += 1;
  }
  // gpu-warning@+1 {{the 'alwaysin' modifier of the 'copy' clause is ignored: OpenMP's 'always' modifier of a 'tofrom' map forces both copies (write 'always' for both)}}
  #pragma acc data copy(alwaysin: y[0:n]) copyin(always: x[0:n])
  {
    // gpu-warning@+1 {{the 'alwaysout' modifier of the 'copy' clause is ignored}}
    #pragma acc parallel copy(alwaysout: y[0:n]) copy(always: x[0:n])
    y[0] = x[0];
  }
  // both-warning@+1 {{the 'if' clause of the 'atomic' construct is ignored}}
  #pragma acc atomic write if(c > 1)
  x[1] = 2;
}

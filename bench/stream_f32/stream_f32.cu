// stream_f32.cu - bench/stream's CUDA reference in float (stream_f32.c).
#define REAL float
#define STREAM "stream_f32"
#include "../stream/stream.cu"

/// The script of the `--html` page that keeps each clock's caption true while the page stays
/// open (the hands follow the viewer's clock by ``SVGLiveScript``; the captions would
/// otherwise keep the instant the page was written at): once a minute, just after it begins, and
/// when the page is shown again, it sets each `<figure data-zone>`'s second line and its `day`
/// or `night` class.
///
/// The rules are ``BoardCaption``'s, in JavaScript: the day relative to the first clock's
/// (`+1 day`), else the UTC offset (`UTC+5:45`, from `Intl.DateTimeFormat` in the zone, so
/// daylight-saving changes are kept), none for a title that is an offset (`data-plain`); day
/// while the sun's elevation at `data-lat`, `data-lon` is above −0.833°, by the same NOAA
/// formulae as ``SolarElevation`` (a figure without them has no cue). A zone the browser does
/// not know keeps what the page was written with.
enum HTMLCaptionScript {
  /// The script, for a `<script>` element at the end of the page's body: it contains no `</`.
  static let source = """
    (function(){var G=[].slice.call(document.querySelectorAll("figure[data-zone]"));if(!G.length)return;\
    var R=Math.PI/180;function el(t,a,o){var T=(t/864e5+2440587.5-2451545)/36525,L=(280.46646+T*(36000.76983+T*3.032e-4))%360,\
    M=(357.52911+T*(35999.05029-1.537e-4*T))*R,e=.016708634-T*(4.2037e-5+1.267e-7*T),C=Math.sin(M)*(1.914602-T*(.004817+1.4e-5*T))\
    +Math.sin(2*M)*(.019993-1.01e-4*T)+Math.sin(3*M)*2.89e-4,n=(125.04-1934.136*T)*R,l=(L+C-.00569-.00478*Math.sin(n))*R,\
    b=(23+(26+(21.448-T*(46.815+T*(5.9e-4-T*.001813)))/60)/60+.00256*Math.cos(n))*R,d=Math.asin(Math.sin(b)*Math.sin(l)),\
    y=Math.pow(Math.tan(b/2),2),q=L*R,E=4*(y*Math.sin(2*q)-2*e*Math.sin(M)+4*e*y*Math.sin(M)*Math.cos(2*q)-.5*y*y*Math.sin(4*q)\
    -1.25*e*e*Math.sin(2*M))/R,h=(((t/6e4)%1440+E+4*o)/4-180)*R,p=a*R,\
    c=Math.sin(p)*Math.sin(d)+Math.cos(p)*Math.cos(d)*Math.cos(h);return 90-Math.acos(Math.max(-1,Math.min(1,c)))/R}\
    var Z=G.map(function(g){var z=g.getAttribute("data-zone"),f=null;if(/^[-+]?\\d+$/.test(z))return{o:+z};\
    try{f=new Intl.DateTimeFormat("en-US",{timeZone:z,hourCycle:"h23",year:"numeric",month:"numeric",day:"numeric",\
    hour:"numeric",minute:"numeric",second:"numeric"})}catch(x){}return{f:f}});\
    function wall(i,t){var z=Z[i];if(z.o!=null)return t+z.o*1e3;if(!z.f)return null;var p={};\
    z.f.formatToParts(t).forEach(function(x){p[x.type]=+x.value});return Date.UTC(p.year,p.month-1,p.day,p.hour%24,p.minute,p.second)}\
    function two(v){return(v<10?"0":"")+v}function off(s){if(!s)return"UTC";var a=Math.abs(s),m=Math.floor(a%3600/60);\
    return"UTC"+(s<0?"\\u2212":"+")+Math.floor(a/3600)+(a%3600?":"+two(m):"")+(a%60?":"+two(a%60):"")}\
    var T;function sync(){clearTimeout(T);var t=Math.floor(Date.now()/1e3)*1e3,w0=wall(0,t);G.forEach(function(g,i){\
    var w=wall(i,t),s=g.querySelector(".detail");if(w==null||w0==null||!s)return;var k=Math.floor(w/864e5)-Math.floor(w0/864e5),\
    x=k?(k<0?"\\u2212":"+")+Math.abs(k)+" day"+(Math.abs(k)==1?"":"s"):g.hasAttribute("data-plain")?"":off(Math.round((w-t)/1e3));\
    s.textContent=x;s.hidden=!x;var a=g.getAttribute("data-lat"),o=g.getAttribute("data-lon");if(a==null||o==null)return;\
    var up=el(t,+a,+o)>-.833;g.classList.toggle("day",up);g.classList.toggle("night",!up)});\
    T=setTimeout(sync,6e4-(Date.now()%6e4+6e4)%6e4+50)}\
    sync();document.addEventListener("visibilitychange",function(){if(!document.hidden)sync()})})();
    """
}
